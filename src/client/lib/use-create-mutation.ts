import {
  useMutation,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { createActions, retryLostAnswer } from './create-once';

export type CreateMutationOptions<TData, TVariables, TOnMutateResult> = Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  'mutationFn'
> & {
  /** Sends the create with the action's key (`apiRequest(…, { idempotencyKey })`). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

/** What `mutate` takes: the variables (none when they are void) and the call's callbacks. */
type StartArguments<TData, TVariables, TOnMutateResult> = Parameters<
  UseMutateAsyncFunction<TData, Error, TVariables, TOnMutateResult>
>;

/**
 * `useMutation` for a request that creates something (issue 25 item 2, `lib/create-once.ts`):
 * each `mutate` is one user action with its own Idempotency-Key, reused by that action's retries;
 * the same action started again while it runs (a double click lands before the button shows it
 * is busy) is the running one, not a second request. Draw its button with `busy={isPending}`.
 */
export function useCreateMutation<TData, TVariables = void, TOnMutateResult = unknown>({
  mutationFn,
  ...options
}: CreateMutationOptions<TData, TVariables, TOnMutateResult>): UseMutationResult<
  TData,
  Error,
  TVariables,
  TOnMutateResult
> {
  const [actions] = useState(() => createActions<TVariables>());
  const mutation = useMutation<TData, Error, TVariables, TOnMutateResult>({
    retry: retryLostAnswer,
    ...options,
    mutationFn: (variables) => mutationFn(variables, actions.keyOf(variables)),
  });
  const { mutateAsync } = mutation;
  const startAsync: UseMutateAsyncFunction<TData, Error, TVariables, TOnMutateResult> = useCallback(
    (...args: StartArguments<TData, TVariables, TOnMutateResult>) =>
      actions.start(args[0] as TVariables, () => mutateAsync(...args)),
    [actions, mutateAsync],
  );
  const start: UseMutateFunction<TData, Error, TVariables, TOnMutateResult> = useCallback(
    (...args: StartArguments<TData, TVariables, TOnMutateResult>) => {
      // As useMutation's mutate: the failure reaches onError, not an unhandled rejection.
      startAsync(...args).catch(() => undefined);
    },
    [startAsync],
  );
  return { ...mutation, mutate: start, mutateAsync: startAsync };
}
