import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { useCurrentUser } from '../lib/queries/current-user';
import { SiteGate } from '../features/maintenance/site-gate';
import { loadNamespaces } from '../i18n/i18n';
import { PAGE_NAMESPACES, type PageName } from '../i18n/namespaces';
import { PageLive } from '../components/page-live';
import { RequireAuth } from './require-auth';

/**
 * React.lazy for a named export (we avoid default exports) that also loads the page's
 * translation namespaces alongside its code, so the page renders with its wording at once.
 */
function named<K extends PageName, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadNamespaces(PAGE_NAMESPACES[name])]);
    return { default: page[name] };
  });
}

const LandingPage = named(() => import('../features/landing/landing-page'), 'LandingPage');
const TermsPage = named(() => import('../features/legal/terms-page'), 'TermsPage');
const PrivacyPage = named(() => import('../features/legal/privacy-page'), 'PrivacyPage');
const NotFoundPage = named(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const AuthPage = named(() => import('../features/auth/components/auth-page'), 'AuthPage');
const LoginPage = named(() => import('../features/auth/components/login-page'), 'LoginPage');
const ForgotPasswordPage = named(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = named(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
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
const StudioPage = named(() => import('./pages/studio/studio-page'), 'StudioPage');
const ProjectPage = named(() => import('./pages/project/project-page'), 'ProjectPage');
const InvitationsPage = named(
  () => import('../features/collaborations/invitations-page'),
  'InvitationsPage',
);
const InvitationLinkPage = named(
  () => import('../features/collaborations/invitation-link-page'),
  'InvitationLinkPage',
);
const SplitConfirmPage = named(
  () => import('../features/splits/split-confirm-page'),
  'SplitConfirmPage',
);
const ListenPage = named(() => import('./pages/listen/listen-page'), 'ListenPage');
const ProjectsPage = named(() => import('../features/project-list/projects-page'), 'ProjectsPage');
const FoldersPage = named(() => import('../features/project-list/folders-page'), 'FoldersPage');
const FolderPage = named(() => import('../features/project-list/folder-page'), 'FolderPage');
const PlaylistsPage = named(() => import('../features/playlists/playlists-page'), 'PlaylistsPage');
const PlaylistPage = named(() => import('../features/playlists/playlist-page'), 'PlaylistPage');
const NewPlaylistDialogHost = named(
  () => import('../features/playlists/components/new-playlist-dialog-host'),
  'NewPlaylistDialogHost',
);
const ShareLinksPage = named(
  () => import('../features/share-links/share-links-page'),
  'ShareLinksPage',
);
const ShareLinkDialogHost = named(
  () => import('../features/share-links/components/share-link-dialog-host'),
  'ShareLinkDialogHost',
);
const SharedLinkPage = named(
  () => import('./pages/shared-link/shared-link-page'),
  'SharedLinkPage',
);
const ReleasesPage = named(() => import('../features/releases/releases-page'), 'ReleasesPage');
const ReleasePage = named(() => import('../features/releases/release-page'), 'ReleasePage');
const AddToReleaseDialogHost = named(
  () => import('../features/releases/components/add-to-release-dialog-host'),
  'AddToReleaseDialogHost',
);
const PublicReleasePage = named(
  () => import('./pages/release-page/release-page'),
  'PublicReleasePage',
);
const ProfilePage = named(() => import('../features/profile/profile-page'), 'ProfilePage');
const ArtistPublicPage = named(() => import('../features/artist/artist-page'), 'ArtistPublicPage');
const SettingsPage = named(() => import('../features/settings/settings-page'), 'SettingsPage');
const AdminPage = named(() => import('../features/admin/admin-page'), 'AdminPage');
const SetPasswordPage = named(
  () => import('../features/set-password/set-password-page'),
  'SetPasswordPage',
);
const AnalyticsPage = named(() => import('../features/analytics/analytics-page'), 'AnalyticsPage');

/** "/" is the landing page for visitors and the dashboard for signed-in users (part 1 §2). */
function RootRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return user ? <AppShell /> : <LandingPage />;
}

/** Every route behind the site gate: maintenance mode and the site name apply everywhere. */
export function AppRouter() {
  return (
    <SiteGate>
      <AppRoutes />
    </SiteGate>
  );
}

function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<RootRoute />}>
          <Route index element={<DashboardPage />} />
        </Route>
        <Route path="/landing" element={<LandingPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/login" element={<LoginPage />} />
        {/* Public: forgot password, and the e-mailed single-use link to choose a new one. */}
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/onboarding" element={<OnboardingPage />} />
        {/* Public: the e-mailed link previews before sign-in, then accepts with its token. */}
        <Route path="/invitations/:token" element={<InvitationLinkPage />} />
        {/* Public: a split party's e-mailed single-use link to confirm or decline their share. */}
        <Route path="/splits/confirm/:token" element={<SplitConfirmPage />} />
        {/* Public: a shared playlist plays for anyone holding its link. */}
        <Route path="/listen/:token" element={<ListenPage />} />
        {/* Public: a private share link for one recipient (password, expiry, receipts). */}
        <Route path="/s/:token" element={<SharedLinkPage />} />
        {/* Public and indexable: a published release's page (artwork, tracklist, player). */}
        <Route path="/r/:slug" element={<PublicReleasePage />} />
        {/* Public: an artist's shared page, seen without an account. */}
        <Route path="/artist/:handle" element={<ArtistPublicPage />} />
        {/* Public: an administrator's "Add User" link to choose a password. */}
        <Route path="/set-password/:token" element={<SetPasswordPage />} />
        <Route
          element={
            <RequireAuth>
              <AppShell />
              {/* "New playlist…" from a song's row menu opens here, outside the closing menu. */}
              <Suspense fallback={null}>
                <NewPlaylistDialogHost />
              </Suspense>
              {/* "Share privately…" from a song's, project's or playlist's menu opens here. */}
              <Suspense fallback={null}>
                <ShareLinkDialogHost />
              </Suspense>
              {/* "Add to release…" from a song's row menu opens here. */}
              <Suspense fallback={null}>
                <AddToReleaseDialogHost />
              </Suspense>
            </RequireAuth>
          }
        >
          <Route path="/home" element={<DashboardPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/studio" element={<StudioPage />} />
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/:id" element={<ProjectPage />} />
          <Route path="/project/:id" element={<ProjectPage />} />
          <Route path="/invitations" element={<InvitationsPage />} />
          <Route path="/folders" element={<FoldersPage />} />
          <Route path="/folders/:id" element={<FolderPage />} />
          <Route path="/playlists" element={<PlaylistsPage />} />
          <Route path="/playlists/:id" element={<PlaylistPage />} />
          <Route path="/share-links" element={<ShareLinksPage />} />
          <Route path="/releases" element={<ReleasesPage />} />
          <Route path="/releases/:id" element={<ReleasePage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/admin" element={<AdminPage />} />
          <Route path="/analytics" element={<AnalyticsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* In the page's boundary: live only once the page itself is. */}
      <PageLive />
    </Suspense>
  );
}
