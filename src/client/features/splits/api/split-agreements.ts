import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PublicSplitSheet,
  SplitAnswerInput,
  SplitConfirmation,
  SplitSendResult,
} from '../../../../shared/schemas/split-confirmations';
import type { SplitType } from '../../../../shared/schemas/splits';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { projectSplitsKey } from './splits';

/** The agreed sheet of one type as a PDF (downloaded: the answer is an attachment). */
export const splitPdfUrl = (projectId: string, type: SplitType) =>
  `/api/projects/${projectId}/splits/${type}/sheet.pdf`;

const typeUrl = (projectId: string, type: SplitType) => `/api/projects/${projectId}/splits/${type}`;

function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectSplitsKey(projectId) });
}

/** POST …/splits/{type}/confirmations: one send per click (Idempotency-Key), a link per party. */
export function useSendSplits(projectId: string, type: SplitType) {
  const refresh = useRefresh(projectId);
  return useCreateMutation({
    mutationFn: (_: void, idempotencyKey) =>
      apiRequest<SplitSendResult>('POST', `${typeUrl(projectId, type)}/confirmations`, undefined, {
        idempotencyKey,
      }),
    onSuccess: refresh,
  });
}

/** POST …/confirmations/{splitId}/resend: a fresh link for one party. */
export function useResendSplit(projectId: string, type: SplitType) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (splitId: string) =>
      apiRequest<SplitSendResult>(
        'POST',
        `${typeUrl(projectId, type)}/confirmations/${splitId}/resend`,
      ),
    onSuccess: refresh,
  });
}

/** POST …/splits/{type}/reopen: forgets every answer and unlocks the type. */
export function useReopenSplits(projectId: string, type: SplitType) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: () => apiRequest<SplitConfirmation>('POST', `${typeUrl(projectId, type)}/reopen`),
    onSuccess: refresh,
  });
}

const publicUrl = (token: string) => `/api/split-confirmations/${encodeURIComponent(token)}`;

/** GET /api/split-confirmations/{token}: the sheet a party's link shows (public). */
export function usePublicSplitSheet(token: string) {
  return useQuery({
    queryKey: [publicUrl(token)],
    queryFn: () => apiRequest<PublicSplitSheet>('GET', publicUrl(token)),
    // A dead link stays dead; only a network failure is worth another try.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/** POST /api/split-confirmations/{token}: the party's answer (the link then stops working). */
export function useAnswerSplit(token: string) {
  return useMutation({
    mutationFn: (input: SplitAnswerInput) =>
      apiRequest<PublicSplitSheet>('POST', publicUrl(token), input),
  });
}
