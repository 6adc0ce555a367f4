import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { emailSchema } from './auth.js';
import { capped, cappedString, tooLongMessage } from './capped-text.js';
import { createCommentSchema } from './comments.js';
import { pageQuerySchema } from './pagination.js';

/*
 * Private share links (issue 27 items 1–3, DESIGN §8 "Sharing"): one link per recipient, for a
 * song (a chosen version, or always its latest), a project's songs, or a playlist; optional
 * expiry and password, download and comments switched per link, listen receipts for the owner.
 * The listener's page is /s/{token}; its API lives under /api/s/{token}/….
 */

export const SHARE_TARGET_TYPES = ['audio', 'project', 'playlist'] as const;
export type ShareTargetType = (typeof SHARE_TARGET_TYPES)[number];

export const SHARE_RECIPIENT_NAME_MAX = 100;
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 200;
/** How far ahead a link may expire: a year. */
export const SHARE_EXPIRY_MAX_DAYS = 366;

/* The refusals (each a code in error-codes.ts, translated in the five locales). */
export const SHARE_LINK_NOT_FOUND = 'Share link not found';
export const SHARE_PASSWORD_REQUIRED = 'This link is protected by a password';
export const SHARE_PASSWORD_WRONG = 'That password is not correct';
export const SHARE_EXPIRED = 'This link has expired';
export const SHARE_REVOKED = 'This link was turned off by its sender';
export const SHARE_DOWNLOAD_OFF = 'This link does not allow downloads';
export const SHARE_COMMENTS_OFF = 'This link does not allow comments';
export const SHARE_EXPIRY_PAST = 'Choose an expiry in the future';
export const SHARE_EXPIRY_INVALID = 'Give the expiry as a date and time';
export const SHARE_EXPIRY_TOO_FAR = `A link expires within ${SHARE_EXPIRY_MAX_DAYS} days at most`;
export const SHARE_LISTEN_OUT_OF_RANGE = 'Heard spans must lie within the song';
export const SHARE_LISTEN_NOT_FOUND = 'Listen not found';
export const SHARE_TARGET_NOT_FOUND = 'Not found';
export const SHARE_RECIPIENT_REQUIRED = 'Say who the link is for';
export const SHARE_PASSWORD_TOO_SHORT = `A link password is at least ${SHARE_PASSWORD_MIN} characters`;
/** Where the listener's page unlocks: the cookie that says so is sent on this link's API only. */
export const SHARE_UNLOCK_COOKIE = 'trackroom_share';

/** The 256-bit token, base64url (43 characters). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, SHARE_LINK_NOT_FOUND);
export const shareTokenParamsSchema = z.object({ token: shareTokenSchema });
export const shareLinkIdParamsSchema = z.object({ id: z.uuid(SHARE_LINK_NOT_FOUND) });

/** POST /api/share-links → 201 `createdShareLinkSchema`. */
export const createShareLinkSchema = z.object({
  target: z.object({
    type: z.enum(SHARE_TARGET_TYPES, { error: 'Share a song, a project or a playlist' }),
    id: z.uuid('Not found'),
    /** For a song: true follows the song's latest version; false (default) keeps the one named. */
    followLatest: z.boolean().optional(),
  }),
  recipientName: cappedString(
    SHARE_RECIPIENT_NAME_MAX,
    tooLongMessage('Name', SHARE_RECIPIENT_NAME_MAX),
    SHARE_RECIPIENT_REQUIRED,
  )
    .trim()
    .min(1, SHARE_RECIPIENT_REQUIRED),
  recipientEmail: emailSchema.optional(),
  /** The language of the link's e-mail (and the listener page's first language). */
  recipientLanguage: z.enum(LANGUAGES).optional(),
  /** ISO date-time in the future, at most SHARE_EXPIRY_MAX_DAYS ahead; null or absent: never. */
  expiresAt: capped(
    40,
    SHARE_EXPIRY_INVALID,
    z.iso.datetime({ offset: true, error: SHARE_EXPIRY_INVALID }).nullable().optional(),
  ),
  password: z
    .string()
    .max(SHARE_PASSWORD_MAX, { message: 'Password is too long', abort: true })
    .min(SHARE_PASSWORD_MIN, SHARE_PASSWORD_TOO_SHORT)
    .optional(),
  allowDownload: z.boolean({ error: 'Say whether the link allows downloads' }),
  allowComments: z.boolean({ error: 'Say whether the link allows comments' }),
});
export type CreateShareLink = z.infer<typeof createShareLinkSchema>;

/** The body's target alone: read first, so access is checked before the rest is validated. */
export const shareLinkTargetBodySchema = createShareLinkSchema.pick({ target: true });

export const createdShareLinkSchema = z.object({
  id: z.uuid(),
  /** `${PUBLIC_URL}/s/${token}`. */
  url: z.string(),
  token: z.string(),
  /** Whether the e-mail to the recipient was handed on (false: none asked, or it failed). */
  emailSent: z.boolean().optional(),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const SHARE_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

/** One link as GET /api/share-links lists it (the profile's own, and members' on owned projects). */
export const shareLinkSummarySchema = z.object({
  id: z.uuid(),
  url: z.string(),
  state: z.enum(SHARE_LINK_STATES),
  target: z.object({
    type: z.enum(SHARE_TARGET_TYPES),
    id: z.uuid(),
    /** The song's, project's or playlist's name ("" once it is gone). */
    title: z.string(),
    followLatest: z.boolean(),
    /** For a song link pinned to a version: "v2" (its place among the song's versions). */
    versionLabel: z.string().nullable(),
  }),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  /**
   * The e-mail to `recipientEmail` was given up after its retries (decision 034): the sharer
   * copies the link and sends it another way. False while on its way, once delivered, or none.
   */
  emailFailed: z.boolean(),
  expiresAt: z.string().nullable(),
  hasPassword: z.boolean(),
  allowDownload: z.boolean(),
  allowComments: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Who made the link (the owner sees members' links on their projects). */
  createdBy: z.object({ profileId: z.uuid(), name: z.string() }),
  /** Whether the caller may see this link's receipts (`receipts.see`). */
  canSeeReceipts: z.boolean(),
  /** Receipts at a glance: first and last time the page was opened, listens counted. */
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  listenCount: z.number().int(),
});
export type ShareLinkSummary = z.infer<typeof shareLinkSummarySchema>;

/** GET /api/share-links: keyset pages, newest first (DESIGN §3). */
export const shareLinkListQuerySchema = pageQuerySchema;

/* ----- The listener's side: /api/s/{token} ----- */

/** GET /api/s/{token}: the link and what it allows (401 `share.passwordRequired` until unlocked). */
export const sharedLinkSchema = z.object({
  title: z.string(),
  type: z.enum(SHARE_TARGET_TYPES),
  /** The sharer's artist name (or full name). */
  senderName: z.string(),
  recipientName: z.string(),
  allowDownload: z.boolean(),
  allowComments: z.boolean(),
  expiresAt: z.string().nullable(),
  trackCount: z.number().int(),
  /** The recipient's language when the sender chose one. */
  language: z.enum(LANGUAGES).nullable(),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>;

/** POST /api/s/{token}/unlock → 204 and an httpOnly cookie for this link alone. */
export const unlockShareLinkSchema = z.object({
  password: z
    .string({ error: 'Enter the password' })
    .max(SHARE_PASSWORD_MAX, { message: 'Password is too long', abort: true })
    .min(1, 'Enter the password'),
});

/** One song of GET /api/s/{token}/tracks (keyset pages). */
export const sharedLinkTrackSchema = z.object({
  /** The audio file (version) served. */
  audioId: z.uuid(),
  songId: z.uuid(),
  title: z.string(),
  /** "v2": the version's place among the song's versions. */
  versionLabel: z.string(),
  duration: z.number(),
  peaks: z.array(z.number()),
  /** GET /api/s/{token}/audio/{audioId} (Range supported). */
  url: z.string(),
  /** The same with ?download=1, or null when the link does not allow downloads. */
  downloadUrl: z.string().nullable(),
});
export type SharedLinkTrack = z.infer<typeof sharedLinkTrackSchema>;

export const sharedAudioParamsSchema = shareTokenParamsSchema.extend({
  audioId: z.uuid(SHARE_LINK_NOT_FOUND),
});

/** GET /api/s/{token}/audio/{audioId}?download=1: the file as an attachment (when allowed). */
export const sharedAudioQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

/** GET /api/s/{token}/tracks and /comments: keyset pages (DESIGN §3). */
export const sharedLinkPageQuerySchema = pageQuerySchema;

/** POST /api/s/{token}/comments: a comment at a time of a song, signed with the recipient's name. */
export const sharedCommentSchema = z.object({
  audioId: z.uuid(SHARE_LINK_NOT_FOUND),
  /** The same rules as a member's comment (position, body capped before any trim). */
  atSeconds: createCommentSchema.shape.atSeconds,
  body: createCommentSchema.shape.body,
});

/** A comment the listener wrote through this link (GET /api/s/{token}/comments, keyset pages). */
export const sharedLinkCommentSchema = z.object({
  id: z.uuid(),
  audioId: z.uuid(),
  atSeconds: z.number(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type SharedLinkComment = z.infer<typeof sharedLinkCommentSchema>;

/*
 * Listen receipts (item 3). The listener's player samples which seconds were heard and sends
 * them in batches (and with navigator.sendBeacon on leave). A listen is one play session of one
 * version, named by an id the page makes.
 */
export const LISTEN_RANGES_MAX = 50;

/** POST /api/s/{token}/listens → 204. */
export const listenReportSchema = z.object({
  listenId: z.uuid(SHARE_LISTEN_NOT_FOUND),
  audioId: z.uuid(SHARE_LINK_NOT_FOUND),
  /** Heard spans in seconds, [start, end), within the song's length. */
  ranges: z
    .array(z.tuple([z.number().finite().min(0), z.number().finite().min(0)]))
    .max(LISTEN_RANGES_MAX),
  /** The page is closing or the song ended: the listen is over (the owner's notification). */
  ended: z.boolean().optional(),
});
export type ListenReport = z.infer<typeof listenReportSchema>;

/** One listen of GET /api/share-links/{id}/listens (keyset pages, newest first). */
export const shareListenSchema = z.object({
  id: z.uuid(),
  audioId: z.uuid(),
  title: z.string(),
  versionLabel: z.string(),
  startedAt: z.string(),
  lastHeardAt: z.string(),
  /** Distinct seconds heard in this listen. */
  secondsHeard: z.number(),
  /** secondsHeard over the song's duration, 0..100. */
  percentHeard: z.number(),
  /** Seconds heard more than once within the listen. */
  replayedSeconds: z.number(),
  ended: z.boolean(),
});
export type ShareListen = z.infer<typeof shareListenSchema>;

/** GET /api/share-links/{id}/heatmap?audioId=: how often each stretch of the song was heard. */
export const SHARE_HEATMAP_BUCKETS = 100;
export const shareHeatmapQuerySchema = z.object({ audioId: z.uuid(SHARE_LINK_NOT_FOUND) });
export const shareHeatmapSchema = z.object({
  audioId: z.uuid(),
  duration: z.number(),
  /** SHARE_HEATMAP_BUCKETS counts, each the times its stretch of the song was heard. */
  buckets: z.array(z.number().int()),
  peaks: z.array(z.number()),
});
export type ShareHeatmap = z.infer<typeof shareHeatmapSchema>;
