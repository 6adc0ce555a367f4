import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedShareLink,
  CreateShareLink,
  ShareHeatmap,
  ShareListen,
  ShareLinkSummary,
} from '../../../../shared/schemas/share-links';
import { apiRequest } from '../../../lib/api-client';
import { pagedListQuery, usePagedList } from '../../../lib/use-paged-list';
import { useCreateMutation } from '../../../lib/use-create-mutation';

/** Query keys are the URL they GET (part 1 §7). */
export const shareLinkKeys = {
  list: ['/api/share-links'] as const,
  listens: (id: string) => [`/api/share-links/${id}/listens`] as const,
  heatmap: (id: string, audioId: string) =>
    [`/api/share-links/${id}/heatmap`, { audioId }] as const,
};

/** GET /api/share-links in pages: the profile's links (and members' on its projects), newest first. */
export function useShareLinks() {
  return usePagedList(pagedListQuery<ShareLinkSummary>(shareLinkKeys.list[0]), {
    // Receipts at a glance change as recipients listen: read again whenever the page shows.
    refetchOnMount: 'always',
  });
}

/** POST /api/share-links: one link per recipient; the list shows it when next read. */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (input: CreateShareLink, idempotencyKey) =>
      apiRequest<CreatedShareLink>('POST', shareLinkKeys.list[0], input, { idempotencyKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shareLinkKeys.list }),
  });
}

/** DELETE /api/share-links/{id}: the link stops serving at once; the list reads it as revoked. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${shareLinkKeys.list[0]}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.list }),
  });
}

/** GET /api/share-links/{id}/listens in pages: each listen, newest first. */
export function useShareListens(id: string) {
  return usePagedList(pagedListQuery<ShareListen>(shareLinkKeys.listens(id)[0]), {
    refetchOnMount: 'always',
  });
}

/** GET /api/share-links/{id}/heatmap?audioId=: how often each stretch of one version was heard. */
export function useShareHeatmap(id: string, audioId: string | null) {
  return useQuery({
    queryKey: shareLinkKeys.heatmap(id, audioId ?? ''),
    queryFn: () =>
      apiRequest<ShareHeatmap>(
        'GET',
        `${shareLinkKeys.heatmap(id, '')[0]}?audioId=${encodeURIComponent(audioId ?? '')}`,
      ),
    enabled: audioId !== null,
  });
}
