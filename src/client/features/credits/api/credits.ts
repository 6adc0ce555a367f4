import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CREDITS_PAGE_SIZE,
  type CreateCreditInput,
  type Credit,
  type CreditsSummary,
  type UpdateCreditInput,
} from '../../../../shared/schemas/credits';
import { apiRequest } from '../../../lib/api-client';
import { appendedToPages, removedFromPages, replacedInPages } from '../../../lib/paged-cache';
import { pagedListQuery, usePagedList, type PagedListData } from '../../../lib/use-paged-list';
import { useCreateMutation } from '../../../lib/use-create-mutation';

/** Every cached list of the project's credits (the tab's pages, the overview's first three). */
export const projectCreditsKey = (projectId: string) =>
  [`/api/projects/${projectId}/credits`] as const;

const creditsSummaryKey = (projectId: string) =>
  [`/api/projects/${projectId}/credits/summary`] as const;

/** GET /api/projects/{id}/credits?limit=…: oldest first (the order people were credited in). */
export const projectCreditsQuery = (projectId: string, pageSize = CREDITS_PAGE_SIZE) =>
  pagedListQuery<Credit>(projectCreditsKey(projectId)[0], {}, pageSize);

/** The credits a page at a time; `pageSize` 3 for the overview's card. */
export function useProjectCredits(projectId: string, pageSize = CREDITS_PAGE_SIZE) {
  return usePagedList(projectCreditsQuery(projectId, pageSize));
}

/** GET /api/projects/{id}/credits/summary: the tab's three figures over every credit. */
export const creditsSummaryQuery = (projectId: string) =>
  queryOptions({
    queryKey: creditsSummaryKey(projectId),
    queryFn: () => apiRequest<CreditsSummary>('GET', creditsSummaryKey(projectId)[0]),
  });

export function useCreditsSummary(projectId: string) {
  return useQuery(creditsSummaryQuery(projectId));
}

/**
 * GET /api/projects/{id}/credits without `limit`: every credit in one array (the server streams
 * it), read only when someone exports them to a file.
 */
export const fetchAllCredits = (projectId: string) =>
  apiRequest<Credit[]>('GET', projectCreditsKey(projectId)[0]);

/**
 * Every write answers with the changed credit: each cached list of the project's credits is
 * patched in place with it (a new one joins the end once every page is loaded), and the summary
 * is read again.
 */
function useCreditsCache(projectId: string) {
  const queryClient = useQueryClient();
  const edit = (change: (data: PagedListData<Credit> | undefined) => typeof data) => {
    queryClient.setQueriesData<PagedListData<Credit>>(
      { queryKey: projectCreditsKey(projectId) },
      change,
    );
    void queryClient.invalidateQueries({ queryKey: creditsSummaryKey(projectId) });
  };
  return {
    add: (credit: Credit) => edit((data) => appendedToPages(data, credit)),
    put: (credit: Credit) => edit((data) => replacedInPages(data, credit.id, () => credit)),
    drop: (creditId: string) => edit((data) => removedFromPages(data, creditId)),
  };
}

/** POST /api/projects/{id}/credits (owner). */
export function useCreateCredit(projectId: string) {
  const cache = useCreditsCache(projectId);
  return useCreateMutation({
    mutationFn: (input: CreateCreditInput, idempotencyKey) =>
      apiRequest<Credit>(
        'POST',
        projectCreditsKey(projectId)[0],
        { ...input, projectId },
        { idempotencyKey },
      ),
    onSuccess: cache.add,
  });
}

/** PATCH /api/credits/{id} (owner). */
export function useUpdateCredit(projectId: string) {
  const cache = useCreditsCache(projectId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateCreditInput }) =>
      apiRequest<Credit>('PATCH', `/api/credits/${id}`, changes),
    onSuccess: cache.put,
  });
}

/** DELETE /api/credits/{id} (owner). */
export function useDeleteCredit(projectId: string) {
  const cache = useCreditsCache(projectId);
  return useMutation({
    mutationFn: (creditId: string) => apiRequest<void>('DELETE', `/api/credits/${creditId}`),
    onSuccess: (_reply, creditId) => cache.drop(creditId),
  });
}
