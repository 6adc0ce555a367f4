import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type {
  AccountSettingsUpdate,
  ChangePasswordInput,
  SettingsResponse,
} from '../../../../shared/schemas/settings';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { SETTINGS_KEY } from '../../../lib/queries/account-settings';

/**
 * PATCH /api/settings. The change shows at once (the cache is updated before the answer, and
 * language and theme follow the cache); a refused change is put back with a toast saying so.
 */
export function useUpdateSettings() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SETTINGS_KEY,
    mutationFn: (changes: AccountSettingsUpdate) =>
      apiRequest<SettingsResponse>('PATCH', SETTINGS_KEY[0], changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const previous = queryClient.getQueryData<SettingsResponse>(SETTINGS_KEY);
      if (previous) queryClient.setQueryData(SETTINGS_KEY, { ...previous, ...changes });
      return { previous };
    },
    onError: (error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(SETTINGS_KEY, context.previous);
      // A 401 has its own toast and redirect (lib/query-client.ts).
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(t('saveFailed'), {
        description: error instanceof ApiError ? error.shownMessage : undefined,
      });
    },
    onSuccess: (saved) => {
      // With quick changes in flight, an earlier answer would briefly undo a later one.
      if (queryClient.isMutating({ mutationKey: SETTINGS_KEY }) <= 1) {
        queryClient.setQueryData(SETTINGS_KEY, saved);
      }
    },
  });
}

/** DELETE /api/account with the password; the caller leaves the app on success. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest<void>('DELETE', '/api/account', { password }),
    // A wrong password is a 403 the dialog shows, never an ended session.
    meta: { expectsUnauthorized: true },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<void>('PUT', '/api/account/password', input),
    // A wrong current password is a 403 the form shows, never an ended session.
    meta: { expectsUnauthorized: true },
  });
}

/** Where "Download My Data" points: the server streams the ZIP as an attachment. */
export const EXPORT_URL = '/api/settings/export';
