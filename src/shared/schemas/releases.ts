import { z } from 'zod';
import { capped, cappedString, tooLongMessage } from './capped-text.js';
import { ISRC_MESSAGE, normalizeIsrc } from './details.js';
import { RELEASE_STATUSES, RELEASE_TYPES } from './release-answers.js';

export * from './release-answers.js';

/*
 * Releases (issue 28 items 1–4): a single, EP or album of a profile's songs, with what a
 * distributor asks for (UPC, ISRC per recording, artwork, credits, confirmed splits), a
 * readiness checklist, a delivery pack (DDEX ERN 4.3 + CSV + masters) and a public page at
 * /r/{slug}. A release is its profile's own, like a playlist: 404 to everyone else.
 */

export const RELEASE_TRACKS_MAX = 100;
export const RELEASE_TEXT_LIMITS = {
  title: 200,
  artistName: 200,
  label: 200,
  genre: 60,
  pLine: 300,
  cLine: 300,
  /** A DDEX party id (DPID, e.g. PADPIDA2014120301K) or any id the distributor gave. */
  partyId: 80,
} as const;
export const RELEASE_SLUG_MIN = 3;
export const RELEASE_SLUG_MAX = 60;

/** Artwork as distributors take it: square JPEG or PNG, 1400–5000 px a side, 20 MB at most. */
export const RELEASE_ARTWORK = {
  minPixels: 1400,
  maxPixels: 5000,
  maxBytes: 20 * 1024 * 1024,
  /** The small rendition lists and the public page's tracklist show. */
  thumbnailPixels: 300,
} as const;

/** Loudness targets a release may be checked against (integrated LUFS), or none. */
export const LOUDNESS_TARGETS = [-14, -16, -9] as const;
/** How far (LU) a master may sit from the chosen target and still pass. */
export const LOUDNESS_TOLERANCE_LU = 1;

/* The refusals (each a code in the error catalogue, translated in the five locales). */
export const RELEASE_NOT_FOUND = 'Release not found';
export const RELEASE_TYPE_INVALID = 'Choose single, EP or album';
export const RELEASE_TITLE_REQUIRED = 'Give the release a title';
export const RELEASE_DATE_INVALID = 'Give release dates as YYYY-MM-DD';
export const RELEASE_ORIGINAL_DATE_AFTER =
  'The original release date cannot be after the release date';
export const RELEASE_UPC_INVALID = 'A UPC/EAN is 12 or 13 digits with a valid check digit';
export const RELEASE_UPC_TAKEN = 'Another of your releases has this UPC/EAN';
export const RELEASE_ISRC_TAKEN = 'This ISRC already names another recording of yours';
export const RELEASE_TOO_MANY_TRACKS = `A release holds ${RELEASE_TRACKS_MAX} tracks at most`;
export const RELEASE_TRACK_TWICE = 'A song appears once on a release';
export const RELEASE_NOT_READY = 'The release is not ready yet';
export const RELEASE_DELIVERED_LOCKED = 'Take the release back to draft to change it';
export const RELEASE_SLUG_INVALID = `A page address is ${RELEASE_SLUG_MIN}–${RELEASE_SLUG_MAX} lower-case letters, digits and dashes`;
export const RELEASE_SLUG_TAKEN = 'This page address is taken';
export const RELEASE_PUBLISH_NEEDS = 'Choose a page address and add a track before publishing';
export const RELEASE_ARTWORK_TYPE = 'Artwork must be a JPEG or PNG image';
export const RELEASE_ARTWORK_SIZE = `Artwork must be square, ${RELEASE_ARTWORK.minPixels}–${RELEASE_ARTWORK.maxPixels} pixels a side`;
export const RELEASE_ARTWORK_TOO_BIG = 'Artwork is 20 MB at most';
export const RELEASE_PAGE_NOT_FOUND = 'This release page is not available';

/**
 * A UPC-A (12 digits) or EAN-13 (13 digits) whose last digit is the GTIN check digit, spaces and
 * dashes dropped; else null.
 */
export function normalizeUpc(input: string): string | null {
  if (input.length > 40) return null;
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,13}$/.test(digits)) return null;
  const body = digits.slice(0, -1);
  let sum = 0;
  // Weights 3, 1, 3, … from the digit left of the check digit.
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  const check = (10 - (sum % 10)) % 10;
  return check === Number(digits.at(-1)) ? digits : null;
}

/** A release page's address: lower-case letters, digits and single dashes between them. */
export const releaseSlugSchema = z
  .string()
  .max(RELEASE_SLUG_MAX + 20, { message: RELEASE_SLUG_INVALID, abort: true })
  .transform((text) => text.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(RELEASE_SLUG_MIN, RELEASE_SLUG_INVALID)
      .max(RELEASE_SLUG_MAX, RELEASE_SLUG_INVALID)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, RELEASE_SLUG_INVALID),
  );
export const releaseSlugParamsSchema = z.object({ slug: releaseSlugSchema });
export const releaseIdParamsSchema = z.object({ id: z.uuid(RELEASE_NOT_FOUND) });

const releaseDateSchema = capped(
  10,
  RELEASE_DATE_INVALID,
  z.iso.date({ error: RELEASE_DATE_INVALID }),
);
const optionalText = (max: number, label: string) =>
  cappedString(max, tooLongMessage(label, max)).trim();
const upcSchema = z
  .string()
  .max(40, { message: RELEASE_UPC_INVALID, abort: true })
  .transform((text, ctx) => {
    if (text.trim() === '') return null;
    const upc = normalizeUpc(text);
    if (upc === null) ctx.addIssue({ code: 'custom', message: RELEASE_UPC_INVALID });
    return upc;
  });
export const isrcInputSchema = z
  .string()
  .max(40, { message: ISRC_MESSAGE, abort: true })
  .transform((text, ctx) => {
    if (text.trim() === '') return null;
    const isrc = normalizeIsrc(text);
    if (isrc === null) ctx.addIssue({ code: 'custom', message: ISRC_MESSAGE });
    return isrc;
  });

/** What names a release: every create gives both. */
const releaseNaming = z.object({
  type: z.enum(RELEASE_TYPES, { error: RELEASE_TYPE_INVALID }),
  title: cappedString(
    RELEASE_TEXT_LIMITS.title,
    tooLongMessage('Title', RELEASE_TEXT_LIMITS.title),
    RELEASE_TITLE_REQUIRED,
  )
    .trim()
    .min(1, RELEASE_TITLE_REQUIRED),
});

/** The other fields a release's owner edits, each optional on create and on PATCH. */
const releaseDetails = z
  .object({
    /** The display artist; blank means the profile's name. */
    artistName: optionalText(RELEASE_TEXT_LIMITS.artistName, 'Artist'),
    label: optionalText(RELEASE_TEXT_LIMITS.label, 'Label'),
    releaseDate: releaseDateSchema.nullable(),
    originalReleaseDate: releaseDateSchema.nullable(),
    genre: optionalText(RELEASE_TEXT_LIMITS.genre, 'Genre'),
    pLine: optionalText(RELEASE_TEXT_LIMITS.pLine, '℗ line'),
    cLine: optionalText(RELEASE_TEXT_LIMITS.cLine, '© line'),
    upc: upcSchema.nullable(),
    explicit: z.boolean(),
    senderPartyId: optionalText(RELEASE_TEXT_LIMITS.partyId, 'Sender party id'),
    recipientPartyId: optionalText(RELEASE_TEXT_LIMITS.partyId, 'Recipient party id'),
    /** Integrated LUFS every master is checked against; null: loudness is not checked. */
    loudnessTarget: z.union(LOUDNESS_TARGETS.map((target) => z.literal(target))).nullable(),
  })
  .partial();

/** The original release date may not be after the release date (when both are given). */
const checkDates = (
  release: { releaseDate?: string | null; originalReleaseDate?: string | null },
  ctx: z.RefinementCtx,
) => {
  const { releaseDate, originalReleaseDate } = release;
  if (releaseDate && originalReleaseDate && originalReleaseDate > releaseDate) {
    ctx.addIssue({
      code: 'custom',
      message: RELEASE_ORIGINAL_DATE_AFTER,
      path: ['originalReleaseDate'],
    });
  }
};

/** POST /api/releases → 201 `Release`. */
export const createReleaseSchema = releaseNaming
  .extend(releaseDetails.shape)
  .superRefine(checkDates);
export type CreateRelease = z.infer<typeof createReleaseSchema>;

/**
 * PATCH /api/releases/{id}: any field; `status` moves it (ready only when the checklist passes,
 * 409 naming the failing lines); `published` and `slug` are the public page's switch and address.
 * A delivered release changes only with `status: 'draft'` in the same request (else 409).
 * The dates are checked against the stored ones by the server when only one is sent.
 */
export const updateReleaseSchema = releaseNaming
  .partial()
  .extend(releaseDetails.shape)
  .extend({
    status: z.enum(RELEASE_STATUSES).optional(),
    published: z.boolean().optional(),
    slug: releaseSlugSchema.nullable().optional(),
  })
  .superRefine(checkDates);
export type UpdateRelease = z.infer<typeof updateReleaseSchema>;

/**
 * PUT /api/releases/{id}/tracks: the whole tracklist in order. A track is a song (its audioId
 * names the version chosen as master); `isrc` sets that recording's code (stored per audio file),
 * absent keeps it, null or blank clears it.
 */
export const releaseTracksSchema = z
  .array(
    z.object({
      audioId: z.uuid('Song not found'),
      isrc: isrcInputSchema.nullable().optional(),
      explicit: z.boolean().optional(),
    }),
    { error: 'Send the tracklist as a list' },
  )
  .max(RELEASE_TRACKS_MAX, RELEASE_TOO_MANY_TRACKS);
export type ReleaseTracksInput = z.infer<typeof releaseTracksSchema>;

export const releasePagePath = (slug: string) => `/r/${encodeURIComponent(slug)}`;
/** The public page's artwork route (its small rendition at `…/thumbnail`), open while published. */
export const releasePageArtworkPath = (slug: string) =>
  `/api/r/${encodeURIComponent(slug)}/artwork`;
