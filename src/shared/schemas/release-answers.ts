import { z } from 'zod';

/*
 * What the releases API answers (issue 28): the master's format facts, a release's tracks and
 * readiness checklist, the list and detail shapes, and the public page's. The inputs, limits
 * and refusals are in releases.ts, which re-exports these. Each shape is a Zod schema with its
 * type inferred, so the API document (GET /api/openapi.json) describes exactly what the type says.
 */

export const RELEASE_TYPES = ['single', 'ep', 'album'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

/** draft → ready (only when the checklist passes) → delivered; back to draft to edit. */
export const RELEASE_STATUSES = ['draft', 'ready', 'delivered'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** The technical facts of a master, read from its bytes at upload. */
export const audioFormatSchema = z.object({
  /** 'wav', 'flac', 'mp3', 'ogg', 'm4a', … as the bytes say. */
  container: z.string(),
  lossless: z.boolean(),
  sampleRate: z.number().nullable(),
  bitDepth: z.number().nullable(),
  channels: z.number().nullable(),
});
export type AudioFormat = z.infer<typeof audioFormatSchema>;

export const releaseArtworkSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ReleaseArtwork = z.infer<typeof releaseArtworkSchema>;

export const releaseTrackSchema = z.object({
  position: z.number(),
  audioId: z.string(),
  songId: z.string(),
  title: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  /** The song still lives in the library: "Make it a song" comes first. */
  inLibrary: z.boolean(),
  isrc: z.string().nullable(),
  explicit: z.boolean(),
  duration: z.number(),
  format: audioFormatSchema.nullable(),
  /** Integrated loudness (LUFS) when measured (decision 030). */
  loudness: z.number().nullable(),
});
export type ReleaseTrack = z.infer<typeof releaseTrackSchema>;

/** Every line the checklist can hold, release-wide or per track. */
export const CHECKLIST_LINES = [
  'tracks',
  'artwork',
  'upc',
  'releaseDate',
  'makeSong',
  'master',
  'lossless',
  'isrc',
  'credits',
  'splits',
  'splitsConfirmed',
  'lyrics',
  'loudness',
] as const;
export type ChecklistLineCode = (typeof CHECKLIST_LINES)[number];

export const checklistLineSchema = z.object({
  code: z.enum(CHECKLIST_LINES),
  ok: z.boolean(),
  /** The app path that fixes it (the release editor, the song's project tab, …). */
  fix: z.string(),
  /** Values the line's text names (a sample rate, a split type, a loudness). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ChecklistLine = z.infer<typeof checklistLineSchema>;

export const releaseChecklistSchema = z.object({
  ready: z.boolean(),
  release: z.array(checklistLineSchema),
  /** Each track's lines, in tracklist order; `position` is its track number (from 1). */
  tracks: z.array(
    z.object({
      position: z.number(),
      audioId: z.string(),
      title: z.string(),
      lines: z.array(checklistLineSchema),
    }),
  ),
});
export type ReleaseChecklist = z.infer<typeof releaseChecklistSchema>;

/** A release as lists show it (GET /api/releases pages). */
export const releaseSummarySchema = z.object({
  id: z.string(),
  type: z.enum(RELEASE_TYPES),
  title: z.string(),
  artistName: z.string(),
  releaseDate: z.string().nullable(),
  status: z.enum(RELEASE_STATUSES),
  published: z.boolean(),
  slug: z.string().nullable(),
  artwork: releaseArtworkSchema.nullable(),
  trackCount: z.number(),
  updatedAt: z.string(),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

/** GET /api/releases/{id}: the release with its tracks and checklist. */
export const releaseSchema = releaseSummarySchema.extend({
  label: z.string(),
  originalReleaseDate: z.string().nullable(),
  genre: z.string(),
  pLine: z.string(),
  cLine: z.string(),
  upc: z.string().nullable(),
  explicit: z.boolean(),
  senderPartyId: z.string(),
  recipientPartyId: z.string(),
  loudnessTarget: z.number().nullable(),
  createdAt: z.string(),
  tracks: z.array(releaseTrackSchema),
  checklist: releaseChecklistSchema,
});
export type Release = z.infer<typeof releaseSchema>;

/** GET /api/r/{slug}: what the public page shows (no ISRC, UPC, splits or party ids). */
export const publicReleaseSchema = z.object({
  slug: z.string(),
  type: z.enum(RELEASE_TYPES),
  title: z.string(),
  artistName: z.string(),
  /** The artist's public page, when it is public. */
  artistHandle: z.string().nullable(),
  label: z.string(),
  releaseDate: z.string().nullable(),
  pLine: z.string(),
  cLine: z.string(),
  artwork: releaseArtworkSchema.nullable(),
  tracks: z.array(
    z.object({
      position: z.number(),
      audioId: z.string(),
      title: z.string(),
      duration: z.number(),
      explicit: z.boolean(),
      /** Credits as "Name (role)" lines. */
      credits: z.array(z.object({ name: z.string(), role: z.string() })),
    }),
  ),
});
export type PublicRelease = z.infer<typeof publicReleaseSchema>;
