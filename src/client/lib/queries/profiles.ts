import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileSummary } from '../../../shared/schemas/auth';
import { apiRequest } from '../api-client';

/** The account's artist profiles; whatever changes a profile's name or picture refreshes it. */
export const PROFILES_KEY = ['/api/auth/profiles'] as const;

/** GET /api/auth/profiles: every artist profile of the signed-in account. */
export const profilesQuery = queryOptions({
  queryKey: PROFILES_KEY,
  queryFn: () => apiRequest<ProfileSummary[]>('GET', PROFILES_KEY[0]),
});

/** The account's profiles (only fetched when `enabled`, i.e. someone is signed in). */
export function useProfiles(enabled: boolean) {
  return useQuery({ ...profilesQuery, enabled });
}
