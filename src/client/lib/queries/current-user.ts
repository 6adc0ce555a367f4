import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, SessionAnswer } from '../../../shared/schemas/auth';
import { applyAccountLanguage } from '../../i18n/i18n';
import { apiRequest } from '../api-client';

/** The session's cache key; it holds the user alone (sign-in and sign-up write it too). */
export const CURRENT_USER_KEY = ['/api/auth/session'] as const;

/**
 * GET /api/auth/session: the signed-in user, or null when signed out. That route answers 200
 * either way, so a signed-out page logs no failed request (issue 25 item 11). No retry
 * (part 1 §7). The account's language is applied before the user is known, so nothing signed
 * in (RequireAuth waits for this query) paints in another language first.
 */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: async (): Promise<CurrentUser | null> => {
    const { user } = await apiRequest<SessionAnswer>('GET', '/api/auth/session');
    if (user) await applyAccountLanguage(user.language);
    return user;
  },
  retry: false,
});

/** The signed-in user (null when signed out) and whether the first check is still loading. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
