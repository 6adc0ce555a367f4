import { useQuery } from '@tanstack/react-query';
import type { Collaboration } from '../../../../shared/schemas/collaborations';
import type { Credit } from '../../../../shared/schemas/credits';
import { apiRequest } from '../../../lib/api-client';

/** How many members and credits the "same person as" pickers offer (the first page of each). */
export const SPLIT_PEOPLE_LIMIT = 50;

/** The project's accepted members and its credits, for linking a split to the same person. */
export function useSplitPeople(projectId: string) {
  const members = useQuery({
    queryKey: [
      `/api/projects/${projectId}/collaborations`,
      { status: 'accepted', limit: SPLIT_PEOPLE_LIMIT },
    ],
    queryFn: () =>
      apiRequest<Collaboration[]>(
        'GET',
        `/api/projects/${projectId}/collaborations?status=accepted&limit=${SPLIT_PEOPLE_LIMIT}`,
      ),
  });
  const credits = useQuery({
    queryKey: [`/api/projects/${projectId}/credits`, { limit: SPLIT_PEOPLE_LIMIT }],
    queryFn: () =>
      apiRequest<Credit[]>('GET', `/api/projects/${projectId}/credits?limit=${SPLIT_PEOPLE_LIMIT}`),
  });
  return { members: members.data ?? [], credits: credits.data ?? [] };
}
