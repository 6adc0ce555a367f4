import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SongDetails, SongDetailsChanges } from '../../../../shared/schemas/details';
import { apiRequest } from '../../../lib/api-client';
import { mergeDetails } from '../lib/details-form';

export const projectDetailsKey = (projectId: string) =>
  [`/api/projects/${projectId}/details`] as const;

/** GET /api/projects/{id}/details: every field empty until the owner saves something. */
export const projectDetailsQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectDetailsKey(projectId),
    queryFn: () => apiRequest<SongDetails>('GET', projectDetailsKey(projectId)[0]),
  });

export function useProjectDetails(projectId: string) {
  return useQuery(projectDetailsQuery(projectId));
}

/**
 * POST /api/projects/{id}/details. The cache takes the sent values at once (a tab that is
 * re-opened while the save is in flight shows them) and the server's normalised answer after.
 * `onFailure` lives on the mutation itself, so it still runs for a save sent while unmounting.
 */
export function useSaveDetails(projectId: string, onFailure: (error: Error) => void) {
  const queryClient = useQueryClient();
  const key = projectDetailsKey(projectId);
  return useMutation({
    mutationFn: (changes: SongDetailsChanges) => apiRequest<SongDetails>('POST', key[0], changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<SongDetails>(key, (current) =>
        current ? mergeDetails(current, changes) : current,
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      onFailure(error);
    },
  });
}

/**
 * The same save for a page that is going away (tab closed, reload): `keepalive` lets the
 * request outlive the page, which an ordinary fetch does not. Nobody is left to read the answer.
 */
export function sendDetailsOnPageHide(projectId: string, changes: SongDetailsChanges): void {
  void fetch(projectDetailsKey(projectId)[0], {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  }).catch(() => undefined);
}
