import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRepresentativeInput,
  Representative,
  UpdateRepresentativeInput,
} from '../../../../shared/schemas/profile-overview';
import { apiRequest } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';

export const REPRESENTATIVES_KEY = ['/api/user/representatives'] as const;
const itemUrl = (id: string) => `${REPRESENTATIVES_KEY[0]}/${encodeURIComponent(id)}`;

/** GET /api/user/representatives: the active profile's, in the order they were added. */
export function useRepresentatives() {
  return useQuery({
    queryKey: REPRESENTATIVES_KEY,
    queryFn: () => apiRequest<Representative[]>('GET', REPRESENTATIVES_KEY[0]),
  });
}

/** The list's mutations share one rule: refresh the list once the server has answered. */
function useRepresentativeMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPRESENTATIVES_KEY }),
  });
}

/** POST /api/user/representatives: a create, sent once per action (`useCreateMutation`). */
export function useAddRepresentative() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (input: CreateRepresentativeInput, idempotencyKey) =>
      apiRequest<Representative>('POST', REPRESENTATIVES_KEY[0], input, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPRESENTATIVES_KEY }),
  });
}

/** PATCH /api/user/representatives/{id} */
export const useEditRepresentative = () =>
  useRepresentativeMutation(({ id, changes }: { id: string; changes: UpdateRepresentativeInput }) =>
    apiRequest<Representative>('PATCH', itemUrl(id), changes),
  );

/** DELETE /api/user/representatives/{id} */
export const useDeleteRepresentative = () =>
  useRepresentativeMutation((id: string) => apiRequest<void>('DELETE', itemUrl(id)));
