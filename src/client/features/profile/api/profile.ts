import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '../../../../shared/schemas/profile';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/queries/current-user';
import { PROFILES_KEY } from '../../../lib/queries/profiles';
import { PROFILE_OVERVIEW_KEY } from '../../../lib/queries/profile-overview';

/** The query key of the active profile: keys are the URL they GET (part 1 §7). */
export const PROFILE_KEY = ['/api/user/profile'] as const;

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: () => apiRequest<Profile>('GET', PROFILE_KEY[0]),
});

/** GET /api/user/profile: the active profile. */
export function useProfile() {
  return useQuery(profileQuery);
}

/**
 * PATCH /api/user/profile. On success the stored profile is what the server answered, and
 * what shows the profile's names elsewhere (menu, switcher, credits naming it) is refreshed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) =>
      apiRequest<Profile>('PATCH', PROFILE_KEY[0], changes),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILE_OVERVIEW_KEY }),
      ]);
    },
  });
}
