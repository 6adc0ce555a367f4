import { z } from 'zod';
import { PLAYLIST_NOT_FOUND } from './playlists.js';
import { projectSchema } from './projects.js';

/** Songs one bulk request may name (a page of the library at most). */
export const AUDIO_BULK_MAX = 500;

export const AUDIO_BULK_ACTIONS = [
  'delete',
  'addToPlaylist',
  'moveToProject',
  'makeSongs',
] as const;
export type AudioBulkAction = (typeof AUDIO_BULK_ACTIONS)[number];

export const AUDIO_NOT_FOUND_TEXT = 'Audio file not found';
export const BULK_NONE = 'Choose at least one song';
export const BULK_TOO_MANY = `Choose ${AUDIO_BULK_MAX} songs at most`;
export const BULK_REPEATED = 'A song is chosen more than once';
export const BULK_UNKNOWN_ACTION = 'Choose delete, addToPlaylist, moveToProject or makeSongs';
/** 404: some chosen songs do not exist or are not the caller's to see (`details.ids`). */
export const BULK_NOT_FOUND = 'Some of the chosen songs were not found';
/** 403: the caller's role does not allow the action on some chosen songs (`details.ids`). */
export const BULK_REFUSED = 'Your role does not allow that for some of the chosen songs';
/** 409: some chosen songs already have a project of their own (`details.ids`). */
export const BULK_ALREADY_SONGS = 'Some of the chosen songs already have a project of their own';
/** 409 of POST /api/audio/{id}/song-project: the song is not in the library any more. */
export const ALREADY_SONG_PROJECT = 'This song already has a project of its own';

/**
 * The chosen songs' audio ids: 1 to AUDIO_BULK_MAX, each once. Each id's length is capped
 * before the uuid pattern reads it (DESIGN §8), and the list's length before the ids are read.
 */
export const bulkIdsSchema = z
  .array(z.unknown(), { error: BULK_NONE })
  .min(1, { message: BULK_NONE, abort: true })
  .max(AUDIO_BULK_MAX, { message: BULK_TOO_MANY, abort: true })
  .pipe(
    z.array(
      z
        .string({ error: AUDIO_NOT_FOUND_TEXT })
        .max(36, { message: AUDIO_NOT_FOUND_TEXT, abort: true })
        .pipe(z.uuid(AUDIO_NOT_FOUND_TEXT)),
    ),
  )
  .refine((ids) => new Set(ids).size === ids.length, BULK_REPEATED);

/** POST /api/audio/bulk: one action on several songs, all or nothing. */
export const audioBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('delete'), ids: bulkIdsSchema }),
    z.object({
      action: z.literal('addToPlaylist'),
      ids: bulkIdsSchema,
      playlistId: z.uuid(PLAYLIST_NOT_FOUND),
    }),
    z.object({
      action: z.literal('moveToProject'),
      ids: bulkIdsSchema,
      projectId: z.uuid('Project not found'),
    }),
    z.object({ action: z.literal('makeSongs'), ids: bulkIdsSchema }),
  ],
  { error: BULK_UNKNOWN_ACTION },
);
export type AudioBulkRequest = z.infer<typeof audioBulkSchema>;

/**
 * What a bulk request did: the songs it changed (`ids`, in the request's order; for
 * addToPlaylist only those not already in the playlist) and, for makeSongs, the new projects.
 */
export const audioBulkResultSchema = z.object({
  action: z.enum(AUDIO_BULK_ACTIONS),
  ids: z.array(z.uuid()),
  projects: z.array(projectSchema).optional(),
});
export type AudioBulkResult = z.infer<typeof audioBulkResultSchema>;

/**
 * Songs one ZIP download may name: its ids travel in the address, and 300 of them (11 KB) stay
 * well inside the 16 KB a request's head may take.
 */
export const BULK_DOWNLOAD_MAX = 300;
export const BULK_DOWNLOAD_TOO_MANY = `Download ${BULK_DOWNLOAD_MAX} songs at most at a time`;

/** GET /api/audio/bulk-download?ids=a,b,c: the songs' files as one ZIP (streamed). */
export const bulkDownloadQuerySchema = z.object({
  ids: z
    .string({ error: BULK_NONE })
    .max(BULK_DOWNLOAD_MAX * 37, { message: BULK_DOWNLOAD_TOO_MANY, abort: true })
    .transform((text): unknown[] => text.split(',').filter(Boolean))
    .pipe(bulkIdsSchema)
    .refine((ids) => ids.length <= BULK_DOWNLOAD_MAX, BULK_DOWNLOAD_TOO_MANY),
});
