import { z } from 'zod';
import { audioUploadFieldsSchema } from './audio.js';
import { cappedString } from './capped-text.js';

/** The longest file name the upload keeps (the multipart upload cuts names there too). */
export const UPLOAD_FILE_NAME_MAX = 255;

/**
 * The tus `Upload-Metadata` of a resumable audio upload (issue 16 item 6): the file's name and
 * type, and where it goes: `projectId`, else the profile's library. `title` names the song (the
 * recorder's takes). Unknown keys are dropped; the server adds who uploads.
 */
export const resumableUploadMetadataSchema = z.object({
  filename: cappedString(UPLOAD_FILE_NAME_MAX * 4, 'The file name is too long', 'Name the file'),
  filetype: cappedString(200, 'The file type is too long').optional(),
  projectId: audioUploadFieldsSchema.shape.projectId,
  title: audioUploadFieldsSchema.shape.title,
});
export type ResumableUploadMetadata = z.infer<typeof resumableUploadMetadataSchema>;

/**
 * A byte count in a tus header (`Upload-Length`, `Upload-Offset`, `Content-Length`): decimal
 * digits only, at most 15 of them (under 1 PB, exact as a JavaScript number); the length is
 * capped before the pattern runs.
 */
export const tusByteCountSchema = z
  .string()
  .max(15)
  .regex(/^\d+$/)
  .transform((digits) => Number(digits));

/**
 * What a resumable upload's creation may carry besides its length: no body (every byte comes
 * through PATCH, after the checks), so no length other than 0 and no chunked body.
 */
export const tusCreationBodySchema = z.object({
  'content-length': z.literal('0').optional(),
  'transfer-encoding': z.never().optional(),
});
