import { z } from 'zod';

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
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type AudioFile = z.infer<typeof audioFileSchema>;

/** GET /api/audio/{id}: one file with its stored waveform peaks (0..1). */
export const audioFileDetailSchema = audioFileSchema.extend({ peaks: z.array(z.number()) });
export type AudioFileDetail = z.infer<typeof audioFileDetailSchema>;

export const audioIdParamsSchema = z.object({ id: z.uuid('Audio file not found') });
export const projectAudioParamsSchema = z.object({
  id: z.uuid('Project not found'),
  audioId: z.uuid('Audio file not found'),
});

/** PATCH /api/audio/{id}/notes */
export const updateAudioNotesSchema = z.object({
  notes: z
    .string({ error: 'Notes are required' })
    .max(5000, 'Notes are too long (5,000 characters at most)'),
});

/** PATCH /api/audio/{id}/title */
export const updateAudioTitleSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title is too long (200 characters at most)'),
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
  title: z.string().trim().max(200).optional(),
});

/** GET/PUT /api/library/order: the profile's pins and custom order, by songId. */
export const libraryOrderSchema = z.object({
  pinned: z.array(z.uuid()).max(20_000),
  order: z.array(z.uuid()).max(20_000),
});
export type LibraryOrder = z.infer<typeof libraryOrderSchema>;
