import { useQuery } from '@tanstack/react-query';
import type { ProfileOverview } from '../../../shared/schemas/profile-overview';
import { apiRequest } from '../api-client';

/** The query key of the profile page's overview (stats, activity, credits, connections). */
export const PROFILE_OVERVIEW_KEY = ['/api/user/profile/overview'] as const;

/** GET /api/user/profile/overview: everything on /profile besides the profile, in one request. */
export function useProfileOverview() {
  return useQuery({
    queryKey: PROFILE_OVERVIEW_KEY,
    queryFn: () => apiRequest<ProfileOverview>('GET', PROFILE_OVERVIEW_KEY[0]),
  });
}
