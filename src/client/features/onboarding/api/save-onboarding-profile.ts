import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import type { OnboardingProfileInput } from '../../../../shared/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/queries/current-user';

/** PATCH /api/users/profile: saves the onboarding draft into the active profile. */
export function useSaveOnboardingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingProfileInput) =>
      apiRequest<CurrentUser>('PATCH', '/api/users/profile', input),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
