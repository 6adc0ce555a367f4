import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProfileInput,
  CurrentUser,
  ProfileSummary,
} from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/queries/current-user';
import { PROFILES_KEY } from '../../../lib/queries/profiles';
import { useCreateMutation } from '../../../lib/use-create-mutation';

/** localStorage key remembering the chosen profile (part 1 §3 "Local browser storage"). */
export const SELECTED_PROFILE_STORAGE_KEY = 'selectedProfileId';

interface SwitchProfileReply {
  message: string;
  user: CurrentUser;
}

/**
 * POST /api/auth/switch-profile. Everything cached belonged to the previous profile (part 1 §4),
 * so the cache is emptied and what is on screen is fetched again for the new one.
 */
export function useSwitchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      apiRequest<SwitchProfileReply>('POST', '/api/auth/switch-profile', { profileId }),
    onSuccess: async (reply, profileId) => {
      localStorage.setItem(SELECTED_PROFILE_STORAGE_KEY, profileId);
      queryClient.removeQueries({ type: 'inactive' });
      queryClient.setQueryData(CURRENT_USER_KEY, reply.user);
      await queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0],
      });
    },
  });
}

/** POST /api/auth/profiles: another artist profile for this account (not yet active). */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (input: CreateProfileInput, idempotencyKey) =>
      apiRequest<ProfileSummary>('POST', PROFILES_KEY[0], input, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
