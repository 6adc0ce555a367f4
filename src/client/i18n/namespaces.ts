/**
 * The translation namespaces each part of the client renders with. They load with that part's
 * code (not one by one as its components suspend) and only in the active language and English,
 * so the landing page does not download the whole app's wording. namespaces.test.ts walks each
 * part's static imports and fails when a list here drifts from what the code uses.
 */

/** Used by the entry's own modules (spinner, maintenance gate). */
export const ENTRY_NAMESPACES = ['common', 'maintenance'] as const;

/** Per lazy route component in router.tsx, by its export name. */
export const PAGE_NAMESPACES = {
  LandingPage: ['common', 'landing'],
  TermsPage: ['common', 'legal'],
  PrivacyPage: ['common', 'legal'],
  NotFoundPage: ['errors'],
  AuthPage: ['auth', 'common'],
  LoginPage: ['auth', 'common'],
  ForgotPasswordPage: ['auth', 'common'],
  ResetPasswordPage: ['auth', 'common'],
  RegisterPage: ['auth', 'common'],
  OnboardingPage: ['common', 'onboarding'],
  AppShell: [
    'comments',
    'common',
    'notifications',
    'player',
    'projects',
    'search',
    'shell',
    'uploads',
  ],
  DashboardPage: ['collaborations', 'common', 'dashboard', 'projects'],
  StudioPage: [
    'audio',
    'collaborations',
    'common',
    'credits',
    'details',
    'library',
    'lyrics',
    'player',
    'playlists',
    'projects',
    'recording',
    'rhymes',
    'settings',
    'splits',
    'studio-lyrics',
    'uploads',
  ],
  ProjectPage: [
    'audio',
    'collaborations',
    'comments',
    'common',
    'credits',
    'details',
    'lyrics',
    'notifications',
    'player',
    'playlists',
    'projects',
    'recording',
    'rhymes',
    'settings',
    'splits',
    'studio-lyrics',
    'uploads',
  ],
  InvitationsPage: ['collaborations', 'common'],
  InvitationLinkPage: ['collaborations', 'common'],
  SplitConfirmPage: ['common', 'splits'],
  ListenPage: ['comments', 'common', 'listen', 'player'],
  ProjectsPage: ['common', 'folders', 'project-list', 'projects'],
  FoldersPage: ['common', 'folders', 'project-list', 'projects'],
  FolderPage: ['common', 'folders', 'project-list', 'projects'],
  PlaylistsPage: ['common', 'playlists'],
  PlaylistPage: ['common', 'player', 'playlists'],
  NewPlaylistDialogHost: ['common', 'playlists'],
  ShareLinksPage: ['common', 'share-links'],
  ShareLinkDialogHost: ['common', 'share-links'],
  SharedLinkPage: ['comments', 'common', 'player', 'share-links'],
  ReleasesPage: ['common', 'releases'],
  ReleasePage: ['common', 'releases', 'settings'],
  AddToReleaseDialogHost: ['common', 'releases'],
  PublicReleasePage: ['comments', 'common', 'player', 'release-page'],
  ProfilePage: ['common', 'dashboard', 'onboarding', 'profile'],
  ArtistPublicPage: ['artist', 'common', 'onboarding', 'profile'],
  SettingsPage: ['common', 'settings'],
  AdminPage: ['admin', 'common', 'projects'],
  SetPasswordPage: ['common', 'set-password'],
  AnalyticsPage: ['analytics', 'common'],
} as const satisfies Record<string, readonly string[]>;

export type PageName = keyof typeof PAGE_NAMESPACES;

/**
 * The landing page's two forms (sign-up, enterprise survey), fetched on first need: their
 * wording is apart from the page's so the page's first paint does not download it.
 */
export const LANDING_FORMS_NAMESPACES = ['common', 'landing-forms'] as const;
