/** Limits, timers and enums from the spec (part 1 §9, part 2 §9), named once. */

export const LANGUAGES = ['en', 'es', 'pt', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whether `value` is one of the app's languages. */
export const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * The cookie the client writes beside its localStorage copy of the chosen language: the
 * server renders public pages in it.
 */
export const LANGUAGE_COOKIE = 'lang';

export const ACCOUNT_ROLES = ['admin', 'team_member', 'founder', 'artist', 'user'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const REMEMBER_ME_DAYS = 30;
/** A session without "remember me" still ends server-side after this many hours. */
export const SESSION_BROWSER_HOURS = 24;
/**
 * How long the session a sign-up started counts as the first visit ("Welcome", not "Welcome
 * back"): the rest of that day, not the 30 days a remembered session may last (issue 25 item 9).
 */
export const FIRST_VISIT_HOURS = 12;

/** A visitor's demo copy is removed after this many hours without use (issue 14 item 6). */
export const DEMO_IDLE_HOURS = 24;
/** Use moves a demo copy's expiry at most this often: one write per session per N minutes. */
export const DEMO_ACTIVITY_REFRESH_MINUTES = 10;
/** Storage of each demo copy profile, in MB: room to try an upload, not to host files. */
export const DEMO_STORAGE_MB = 50;
/** Demo logins (each makes a fresh copy) per IP address and window. */
export const DEMO_LOGINS_PER_IP = 10;
export const DEMO_LOGIN_WINDOW_MS = 60 * 60 * 1000;
/** The stable code of a demo session's refused publishing (public links, profiles). */
export const DEMO_PUBLISHING_CODE = 'demo.readOnlyPublishing';

/** Login throttling: attempts per window, per e-mail and per IP. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_PER_EMAIL = 10;
export const LOGIN_MAX_PER_IP = 50;
/** Enterprise survey submissions per IP per hour: the form is public, so generous for a person, useless for a bot. */
export const ENTERPRISE_INQUIRIES_PER_HOUR = 10;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

export const ONBOARDING_STEPS = [
  'welcome',
  'profile',
  'goals',
  'features',
  'first-project',
] as const;
export const GENRES = [
  'pop',
  'rock',
  'hip-hop',
  'r&b',
  'country',
  'electronic',
  'folk',
  'jazz',
  'classical',
  'indie',
  'alternative',
  'other',
] as const;
export const EXPERIENCE_LEVELS = [
  'beginner',
  'hobbyist',
  'intermediate',
  'experienced',
  'professional',
] as const;
export const GOALS = [
  'songwriting',
  'recording',
  'collaboration',
  'demos',
  'inspiration',
  'portfolio',
] as const;

export const PLANS = ['creator', 'professional', 'studio'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_STORAGE_BYTES: Record<Plan, number> = {
  creator: 2 * 1024 ** 3,
  professional: 500 * 1024 ** 3,
  studio: 1024 ** 4,
};
export const TRIAL_DAYS = 14;
export const PRICE_PROFESSIONAL_MONTHLY = 19;
export const PRICE_PROFESSIONAL_YEARLY_PER_MONTH = 14.25;
export const PRICE_PROFESSIONAL_YEARLY = 171;
export const PRICE_STUDIO_MONTHLY = 49;

export const HERO_SLIDE_MS = 5000;
export const LOGIN_NAVIGATION_DELAY_MS = 100;
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const LIBRARY_PROJECT_TITLE = 'My Library';
export const LIBRARY_PROJECT_DESCRIPTION = 'Main song collection';

export const ENTERPRISE_TEAM_SIZES = ['1-5', '6-20', '21-50', '51-100', '100+'] as const;
export const ENTERPRISE_BUSINESS_TYPES = [
  'record-label',
  'music-studio',
  'production-company',
  'educational',
  'agency',
  'other',
] as const;
export const ENTERPRISE_MONTHLY_PROJECTS = ['1-10', '11-50', '51-100', '100+'] as const;

/** Query freshness (part 1 §9): fresh 5 min, dropped after 30 min unused; dashboard 30 s / 5 min. */
export const QUERY_STALE_MS = 5 * 60 * 1000;
export const QUERY_GC_MS = 30 * 60 * 1000;
export const DASHBOARD_STALE_MS = 30 * 1000;
export const DASHBOARD_GC_MS = 5 * 60 * 1000;

/** Sizes in MB with one decimal (part 1 §9). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Durations as m:ss. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Onboarding progress: (step index + 1) / 5 × 100. */
export function onboardingPercent(stepIndex: number): number {
  return Math.round(((stepIndex + 1) / ONBOARDING_STEPS.length) * 100);
}

/** Project roles, weakest first (DESIGN §5). */
export const PROJECT_ROLES = ['viewer', 'collaborator', 'owner'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];
export const PROJECT_STATUSES = [
  'draft',
  'in-progress',
  'complete',
  'published',
  'archived',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const NEW_PROJECT_DESCRIPTION = 'A new song project';
/** How many projects the dashboard's "Recently opened" card lists. */
export const RECENTLY_OPENED_LIMIT = 5;

/** Admin default for the per-file audio cap, in MB (part 1 §3 "System settings"). */
export const DEFAULT_MAX_UPLOAD_MB = 100;
export const AUDIO_UPLOAD_STAGGER_MS = 200;
export const MAX_FILES_PER_UPLOAD = 20;

/** Resumable uploads (tus 1.0, issue 16 item 6): where they are created and continued. */
export const RESUMABLE_UPLOAD_PATH = '/api/uploads/resumable';
/**
 * The most one PATCH of a resumable upload may carry. A dropped connection loses at most this
 * much, and the server never reads more than this for one request.
 */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;
/** A resumable upload untouched for this long is abandoned: refused and swept. */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/**
 * How many resumable uploads one person may have open at once: the app sends three at a time,
 * so this leaves room for interrupted ones while a client cannot open thousands.
 */
export const RESUMABLE_OPEN_UPLOADS_MAX = 20;
export const PEAK_COUNT = 200;

/** Player timers and defaults (part 2 §4, §9). */
export const PLAYER_LOAD_RETRY_MS = 3000;
export const PLAYLIST_ADVANCE_MS = 100;
export const PLAYBACK_FAILURE_SKIP_MS = 1000;
export const PLAYER_DEFAULT_VOLUME = 0.8;

/** Recording (part 2 §4): 1 s timer ticks, five level bands every 50 ms. */
export const RECORDING_TICK_MS = 1000;
export const RECORDING_LEVEL_BANDS = 5;
export const RECORDING_LEVEL_INTERVAL_MS = 50;

/** Query freshness for the song areas (part 2 §9). */
export const PROJECT_AUDIO_STALE_MS = 2 * 60 * 1000;
export const AUDIO_ALL_GC_MS = 60 * 1000;

/**
 * First lyrics of a project are created this long after the last change (part 2 §4 "Lyrics
 * saving"); once they exist, edits go live at once (issue 26 item 2; undo: decision 026).
 */
export const LYRICS_AUTOSAVE_MS = 800;
export const STUDIO_LYRICS_AUTOSAVE_MS = 1000;
/** After loading, nothing is saved for this long (the initialization guard). */
export const LYRICS_INIT_GUARD_MS = 500;
/** Song details auto-save 5 s after a change (part 2 §4). */
export const DETAILS_AUTOSAVE_MS = 5000;
/** A list's search box asks the server once typing pauses this long. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

// Lists (DESIGN §3): keyset pages, never a whole catalogue in one answer.
export const PAGE_LIMIT_DEFAULT = 100;
export const PAGE_LIMIT_MAX = 500;
/**
 * An opaque cursor is a base64url token of the last row's sort key (a 200-character title in
 * any script fits); anything longer is not one of ours.
 */
export const PAGE_CURSOR_MAX_LENGTH = 2048;
/** Search text of a list or of the search box, capped before any pattern sees it. */
export const SEARCH_TEXT_MAX = 200;
/** A project's title, in characters: the schema's cap and the fields' maxLength. */
export const PROJECT_TITLE_MAX = 200;

// --- Idempotent creates (issue 25 item 2, decision 020) ---------------------------------------
/** The header a client sends on a create, one fresh value per user action. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** An idempotency key is 1 to this many printable ASCII characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long the server keeps the answer to a key (a repeat within it gets that answer). */
export const IDEMPOTENCY_KEY_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request of its key before a 409 with Retry-After. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
