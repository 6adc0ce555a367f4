import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { LYRICS_NOT_FOUND } from './lyrics';

/** Why a version of the lyrics was kept (issue 26 item 2). */
export const LYRICS_VERSION_REASONS = ['hourly', 'beforeRestore'] as const;
export type LyricsVersionReason = (typeof LYRICS_VERSION_REASONS)[number];

export const LYRICS_VERSION_NOT_FOUND = 'This version of the lyrics no longer exists';
/** Characters of plain text a version shows in the list. */
export const LYRICS_VERSION_PREVIEW_MAX = 160;

/** GET /api/lyrics/{id}/history: keyset pages (DESIGN §3), newest first. */
export const lyricsHistoryQuerySchema = pageQuerySchema;

/** POST /api/lyrics/{id}/history/{versionId}/restore. */
export const lyricsVersionParamsSchema = z.object({
  id: z.uuid(LYRICS_NOT_FOUND),
  versionId: z.uuid(LYRICS_VERSION_NOT_FOUND),
});

/** One kept version: when, why, whose change it came before (a restore's author), its words. */
export const lyricsVersionSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  reason: z.enum(LYRICS_VERSION_REASONS),
  byName: z.string().nullable(),
  preview: z.string(),
  length: z.number().int(),
});
export type LyricsVersion = z.infer<typeof lyricsVersionSchema>;
