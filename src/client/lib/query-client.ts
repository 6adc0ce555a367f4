import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from './notify';
import { QUERY_GC_MS, QUERY_STALE_MS, UNAUTHORIZED_REDIRECT_MS } from '../../shared/constants';
import i18n from '../i18n/i18n';
import { ApiError, apiRequest } from './api-client';

/** Per-query/mutation flags read by the global error handlers below. */
export interface RequestMeta extends Record<string, unknown> {
  /** A 401 here is an expected answer (session check, login form), not an expired session. */
  expectsUnauthorized?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/** The current-user query's key: keys are the URL they GET (part 1 §7), so this is the session check. */
export const SESSION_QUERY_KEY = ['/api/auth/session'] as const;

/** Whether a failure means "your session ended": a 401 while we believed someone was signed in. */
export function isSessionExpiry(
  error: unknown,
  context: { signedIn: boolean; meta?: RequestMeta },
): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  if (context.meta?.expectsUnauthorized) return false;
  return context.signedIn;
}

/** Cache defaults from part 1 §9: fresh 5 min, dropped after 30 min, one retry, no refetch triggers. */
export function createQueryClient(): QueryClient {
  let redirecting = false;

  // Part 1 §8: tell the person, then send them through /api/login (which answers with /login).
  const handleError = (error: unknown, meta: RequestMeta | undefined) => {
    const signedIn = Boolean(queryClient.getQueryData(SESSION_QUERY_KEY));
    if (redirecting || !isSessionExpiry(error, { signedIn, meta })) return;
    redirecting = true;
    toast.error(i18n.t('errors.unauthorizedTitle'), {
      description: i18n.t('errors.unauthorizedBody'),
    });
    setTimeout(() => window.location.assign('/api/login'), UNAUTHORIZED_REDIRECT_MS);
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        // A 401 will not turn into a 200 by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status === 401) && failureCount < 1,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
