import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { useCurrentUser } from '../features/auth/api/current-user';
import { RequireAuth } from './require-auth';

/** React.lazy for a named export (we avoid default exports). */
function named<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = named(() => import('../features/landing/landing-page'), 'LandingPage');
const TermsPage = named(() => import('../features/legal/terms-page'), 'TermsPage');
const PrivacyPage = named(() => import('../features/legal/privacy-page'), 'PrivacyPage');
const NotFoundPage = named(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const AuthPage = named(() => import('../features/auth/components/auth-page'), 'AuthPage');
const LoginPage = named(() => import('../features/auth/components/login-page'), 'LoginPage');
const RegisterPage = named(
  () => import('../features/auth/components/register-page'),
  'RegisterPage',
);
const OnboardingPage = named(
  () => import('../features/onboarding/onboarding-page'),
  'OnboardingPage',
);
const AppShell = named(() => import('./shell/app-shell'), 'AppShell');
const DashboardPage = named(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const StudioPage = named(() => import('../features/library/studio-page'), 'StudioPage');
const ProjectPage = named(() => import('../features/projects/project-page'), 'ProjectPage');
const InvitationsPage = named(
  () => import('../features/collaborations/invitations-page'),
  'InvitationsPage',
);
const InvitationLinkPage = named(
  () => import('../features/collaborations/invitation-link-page'),
  'InvitationLinkPage',
);
const PlaceholderPage = named(
  () => import('../features/placeholders/placeholder-page'),
  'PlaceholderPage',
);

/** Views the shell links to whose features arrive in later issues, and the spec's placeholders. */
const SHELL_PLACEHOLDERS = [
  'playlists',
  'releases',
  'folders',
  'analytics',
  'profile',
  'settings',
  'admin',
] as const;

/** "/" is the landing page for visitors and the dashboard for signed-in users (part 1 §2). */
function RootRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return user ? <AppShell /> : <LandingPage />;
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<RootRoute />}>
          <Route index element={<DashboardPage />} />
        </Route>
        <Route path="/landing" element={<LandingPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/onboarding" element={<OnboardingPage />} />
        {/* Public: the e-mailed link previews before sign-in, then accepts with its token. */}
        <Route path="/invitations/:token" element={<InvitationLinkPage />} />
        <Route
          element={
            <RequireAuth>
              <AppShell />
            </RequireAuth>
          }
        >
          <Route path="/home" element={<DashboardPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/studio" element={<StudioPage />} />
          <Route path="/projects/:id" element={<ProjectPage />} />
          <Route path="/project/:id" element={<ProjectPage />} />
          <Route path="/invitations" element={<InvitationsPage />} />
          {SHELL_PLACEHOLDERS.map((view) => (
            <Route key={view} path={`/${view}`} element={<PlaceholderPage view={view} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
