import {
  HttpError,
  badRequest,
  conflict,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../lib/http-errors.js';

// The refusals of a resumable upload in the catalogue's words (src/shared/error-codes.ts).
export const RESUMABLE_NOT_FOUND = 'This upload is no longer on the server: start it again';
export const RESUMABLE_OFFSET_MISMATCH =
  'The upload is at another byte on the server: ask where it stands and continue from there';
export const RESUMABLE_OVER_LENGTH = 'The upload sends more bytes than it announced';
export const RESUMABLE_CHUNK_TOO_LARGE = 'Send at most {{max}} MB in one request';
export const RESUMABLE_LENGTH_REQUIRED = "Say the upload's size in bytes (Upload-Length)";
export const RESUMABLE_BAD_REQUEST = 'This is not a valid resumable upload request';
export const RESUMABLE_NOT_OCTET_STREAM =
  "Send the upload's bytes as application/offset+octet-stream";
export const RESUMABLE_TOO_MANY_OPEN =
  'You have {{max}} unfinished uploads: finish or discard one before starting another';
export const RESUMABLE_HELD =
  '"{{name}}" does not fit while unfinished uploads hold {{size}} of this storage: finish or discard them first';
export const RESUMABLE_NOT_COMPLETE =
  'This upload is not complete: send the rest of the file first';
export const RESUMABLE_STILL_FINISHING =
  'This upload is still being processed: ask again in a moment';

export const tooManyOpenMessage = (max: number) =>
  RESUMABLE_TOO_MANY_OPEN.replace('{{max}}', String(max));

/** The 413 for a file that fits the storage but not beside the unfinished uploads' bytes. */
export const heldMessage = (name: string, heldBytes: number) =>
  RESUMABLE_HELD.replace('{{name}}', name).replace(
    '{{size}}',
    `${Number((heldBytes / 1024 / 1024).toFixed(1))} MB`,
  );

export const chunkTooLargeMessage = (megabytes: number) =>
  RESUMABLE_CHUNK_TOO_LARGE.replace('{{max}}', String(megabytes));

/** tus's own refusal (by its status) as ours; a failure on our side stays a 500. */
export function tusFailure(status: number): HttpError | Error {
  if (status === 404 || status === 410) return notFound(RESUMABLE_NOT_FOUND);
  if (status === 409) return conflict(RESUMABLE_OFFSET_MISMATCH);
  if (status === 413) return payloadTooLarge(RESUMABLE_OVER_LENGTH);
  // tus compares the chunk's type exactly (ours lets its case and parameters vary).
  if (status === 415) return unsupportedMediaType(RESUMABLE_NOT_OCTET_STREAM);
  // 501: an extension we do not offer (concatenation, deferred length).
  if (status < 500 || status === 501) return badRequest(RESUMABLE_BAD_REQUEST);
  return new Error(`The resumable upload failed with status ${status}`);
}
