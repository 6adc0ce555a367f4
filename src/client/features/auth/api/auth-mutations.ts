import {
  MutationObserver,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CurrentUser, LoginInput, RegisterInput } from '../../../../shared/schemas/auth';
import { applyAccountLanguage, currentLanguage } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/queries/current-user';
import { clearKeptLyricsDocs } from '../../../lib/kept-lyrics-docs';

/**
 * After any sign-in: the account's language first (the mutation settles, and the next screen
 * draws, only once it is on), then forget everything cached for the previous user and store
 * the new one.
 */
function signedIn(queryClient: QueryClient) {
  return async (user: CurrentUser) => {
    await applyAccountLanguage(user.language);
    queryClient.clear();
    queryClient.setQueryData(CURRENT_USER_KEY, user);
  };
}

function useSignedIn() {
  return signedIn(useQueryClient());
}

/** POST /api/auth/login */
export function useLogin() {
  const onSignedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/auth/login', input),
    onSuccess: onSignedIn,
    // "Invalid email or password" is a 401 the form shows; it is not an expired session.
    meta: { expectsUnauthorized: true },
  });
}

/** What became of an `invitationToken` sent with a registration (null when none was sent). */
export type RegisterInvitationOutcome = { projectId: string } | { error: string } | null;

/** The register answer: the new user, plus the invitation outcome. */
export type RegisterResult = CurrentUser & { invitation?: RegisterInvitationOutcome };

/** POST /api/auth/register (signs the new account in). */
export function useRegister() {
  const onSignedIn = useSignedIn();
  return useMutation({
    // The account keeps the language the person signed up in (issue 25 item 9).
    mutationFn: (input: RegisterInput) =>
      apiRequest<RegisterResult>('POST', '/api/auth/register', {
        language: currentLanguage(),
        ...input,
      }),
    // The cache holds the user alone (the session query unwraps GET /api/auth/session).
    onSuccess: ({ invitation: _invitation, ...user }) => onSignedIn(user),
  });
}

type DemoVariant = 'studio' | 'personal';

/** POST /api/auth/demo-login, or /api/auth/demo-login/personal for the personal profile. */
function demoLoginOptions(queryClient: QueryClient, variant: DemoVariant) {
  const url = variant === 'personal' ? '/api/auth/demo-login/personal' : '/api/auth/demo-login';
  return {
    mutationFn: () => apiRequest<CurrentUser>('POST', url),
    onSuccess: signedIn(queryClient),
  };
}

/** The demo sign-in as a mutation hook (the login page's buttons). */
export function useDemoLogin(variant: DemoVariant = 'studio') {
  return useMutation(demoLoginOptions(useQueryClient(), variant));
}

/**
 * The same demo sign-in outside React, for a page that fetches this code on first use (the
 * landing page): one mutation through the app's cache, so its global error handling applies.
 * Resolves once the account is signed in and stored; rejects when the sign-in fails.
 */
export async function runDemoLogin(
  queryClient: QueryClient,
  variant: DemoVariant = 'studio',
): Promise<void> {
  await new MutationObserver(queryClient, demoLoginOptions(queryClient, variant)).mutate();
}

/**
 * POST /api/auth/logout; the cache is cleared even when the call fails (part 1 §4), and so are
 * the lyrics documents this browser kept (whoever signs in next must not send or see them).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', '/api/auth/logout'),
    // Signing out of an already-ended session is fine: we go to / either way.
    meta: { expectsUnauthorized: true },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      void clearKeptLyricsDocs();
    },
  });
}
