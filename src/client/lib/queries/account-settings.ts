import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '../../../shared/schemas/settings';
import { apiRequest } from '../api-client';

export const SETTINGS_KEY = ['/api/settings'] as const;

/** GET /api/settings: the account's settings (defaults until changed) and profile facts. */
export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: () => apiRequest<SettingsResponse>('GET', SETTINGS_KEY[0]),
});

/** The account's settings; only asked for while someone is signed in. */
export function useAccountSettings(enabled = true) {
  return useQuery({ ...settingsQuery, enabled });
}
