import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasswordLinkPreview, SetPasswordInput } from '../../../../shared/schemas/admin';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { applyAccountLanguage } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/queries/current-user';

/** GET /api/auth/set-password/{token}: whose password the link sets (404 when dead). */
export const passwordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: [`/api/auth/set-password/${encodeURIComponent(token)}`] as const,
    queryFn: ({ queryKey }) => apiRequest<PasswordLinkPreview>('GET', queryKey[0]),
    retry: false,
  });

export function usePasswordLink(token: string) {
  return useQuery(passwordLinkQuery(token));
}

/** POST /api/auth/set-password: sets the password, uses up the link and signs in. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPasswordInput) =>
      apiRequest<CurrentUser>('POST', '/api/auth/set-password', input),
    // Signed in: the account's language before the next screen draws (issue 25 item 9).
    onSuccess: async (user) => {
      await applyAccountLanguage(user.language);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
