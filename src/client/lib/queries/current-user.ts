import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { applyAccountLanguage } from '../../i18n/i18n';
import { ApiError, apiRequest } from '../api-client';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/**
 * GET /api/auth/user; a 401 means "signed out" and yields null. No retry (part 1 §7). The
 * account's language is applied before the user is known, so nothing signed in (RequireAuth
 * waits for this query) paints in another language first.
 */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: async (): Promise<CurrentUser | null> => {
    let user: CurrentUser;
    try {
      user = await apiRequest<CurrentUser>('GET', '/api/auth/user');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
    await applyAccountLanguage(user.language);
    return user;
  },
  retry: false,
  meta: { expectsUnauthorized: true },
});

/** The signed-in user (null when signed out) and whether the first check is still loading. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
