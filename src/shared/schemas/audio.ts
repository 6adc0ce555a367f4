import { z } from 'zod';
import { PROJECT_ROLES } from '../constants.js';
import { audioAnalysisFieldsSchema } from './audio-analysis.js';
import { cappedString, tooLongMessage } from './capped-text.js';
import { listSearchSchema, pageQuerySchema } from './pagination.js';

/** An audio file as lists return it (no peaks: those come with GET /api/audio/{id}). */
export const audioFileSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectName: z.string(),
  /** True for the profile's own "My Library" project (no Leave Project there). */
  projectIsLibrary: z.boolean(),
  filename: z.string(),
  originalName: z.string(),
  title: z.string(),
  mimeType: z.string(),
  size: z.number(),
  duration: z.number(),
  notes: z.string(),
  createdAt: z.string(),
  uploaderProfileId: z.uuid().nullable(),
  uploaderName: z.string(),
  /** Versions of one song share songId; lists show the latest and count the others. */
  songId: z.uuid(),
  isLatest: z.boolean(),
  versionCount: z.number(),
  /** Streaming address (GET /uploads/{filename}); add ?download=1 to download. */
  url: z.string(),
  /** The caller's role in the song's project (what "Leave Project" and the menus go by). */
  projectRole: z.enum(PROJECT_ROLES),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** In song lists: whether the caller pinned this song in their library. */
  pinned: z.boolean().optional(),
  /** Loudness, tempo and key (decision 030): `analysis` is null until `analysisState` is done. */
  ...audioAnalysisFieldsSchema.shape,
});
export type AudioFile = z.infer<typeof audioFileSchema>;

/**
 * How a song list is sorted (GET /api/audio/all, GET /api/projects/{id}/audio). `custom` is the
 * library's own arrangement: pinned songs first, then the rest newest first except songs placed
 * by hand (decision 007); it is the library screen's order and means `newest` for a project.
 */
export const SONG_SORTS = [
  'custom',
  'newest',
  'oldest',
  'title',
  'title-desc',
  'duration',
  'duration-desc',
  'artist',
  'artist-desc',
] as const;
export type SongSort = (typeof SONG_SORTS)[number];

/** `?limit&cursor&sort&q` of the song lists; `userId` (spec part 2 §7) is accepted and ignored. */
export const songListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(SONG_SORTS, { error: 'Unknown sort' }).optional(),
  q: listSearchSchema,
  userId: z.string().max(100).optional(),
});
export type SongListQuery = z.infer<typeof songListQuerySchema>;

/** GET /api/audio/{id}: one file with its stored waveform peaks (0..1). */
export const audioFileDetailSchema = audioFileSchema.extend({ peaks: z.array(z.number()) });
export type AudioFileDetail = z.infer<typeof audioFileDetailSchema>;

export const audioIdParamsSchema = z.object({ id: z.uuid('Audio file not found') });
export const projectAudioParamsSchema = z.object({
  id: z.uuid('Project not found'),
  audioId: z.uuid('Audio file not found'),
});

export const AUDIO_TITLE_MAX = 200;
const AUDIO_TITLE_TOO_LONG = tooLongMessage('Title', AUDIO_TITLE_MAX);
export const AUDIO_NOTES_MAX = 5000;
/** How many songs the library order names at most, pinned and ordered alike. */
export const LIBRARY_ORDER_MAX = 20_000;

/** PATCH /api/audio/{id}/notes */
export const updateAudioNotesSchema = z.object({
  notes: z
    .string({ error: 'Notes are required' })
    .max(AUDIO_NOTES_MAX, 'Notes are too long (5,000 characters at most)'),
});

/** PATCH /api/audio/{id}/title */
export const updateAudioTitleSchema = z.object({
  title: cappedString(AUDIO_TITLE_MAX, AUDIO_TITLE_TOO_LONG, 'Title is required')
    .trim()
    .min(1, 'Title is required'),
});

/** PATCH /api/audio/{id}/project: move a song to another project you may upload to. */
export const moveAudioSchema = z.object({ projectId: z.uuid('Project not found') });

/**
 * POST /api/audio/{id}/latest: "Mark as Latest Version". With `versionOf`, the file joins that
 * song's versions and becomes its latest; without, it becomes the latest of its own song.
 */
export const markLatestSchema = z.object({ versionOf: z.uuid('Song not found').optional() });

/** Multipart fields that may accompany uploads (files go in field `audio`). */
export const audioUploadFieldsSchema = z.object({
  projectId: z.uuid('Project not found').optional(),
  title: cappedString(AUDIO_TITLE_MAX, AUDIO_TITLE_TOO_LONG).trim().optional(),
});

/**
 * PUT /api/library/order/{audioId}: moves one song of the library. `pinned` is the section it
 * lands in; `after` is the song (audio id) it lands right after, null for the top of that
 * section, left out for its end.
 */
export const librarySongParamsSchema = z.object({ audioId: z.uuid('Song not found') });
export const librarySongPlaceSchema = z.object({
  pinned: z.boolean({ error: 'Say whether the song is pinned' }),
  after: z.uuid('Song not found').nullable().optional(),
});
export type LibrarySongPlace = z.infer<typeof librarySongPlaceSchema>;

/** GET/PUT /api/library/order: the profile's pins and custom order, by songId. */
export const libraryOrderSchema = z.object({
  pinned: z.array(z.uuid()).max(LIBRARY_ORDER_MAX),
  order: z.array(z.uuid()).max(LIBRARY_ORDER_MAX),
});
export type LibraryOrder = z.infer<typeof libraryOrderSchema>;
