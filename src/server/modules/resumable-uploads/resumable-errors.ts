import {
  HttpError,
  badRequest,
  conflict,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../lib/http-errors.js';
import { ERROR_MESSAGES } from '../../../shared/error-codes.js';

// The refusals of a resumable upload in the catalogue's words (src/shared/error-codes.ts), which
// a musician reads on the file's row: plain words, no protocol (issue 25 item 3).
export const RESUMABLE_EMPTY = ERROR_MESSAGES['upload.emptyFile'];
export const RESUMABLE_NOT_FOUND = ERROR_MESSAGES['upload.resumableGone'];
export const RESUMABLE_OFFSET_MISMATCH = ERROR_MESSAGES['upload.offsetMismatch'];
export const RESUMABLE_OVER_LENGTH = ERROR_MESSAGES['upload.overLength'];
export const RESUMABLE_CHUNK_TOO_LARGE = ERROR_MESSAGES['upload.chunkTooLarge'];
export const RESUMABLE_LENGTH_REQUIRED = ERROR_MESSAGES['upload.lengthRequired'];
export const RESUMABLE_BAD_REQUEST = ERROR_MESSAGES['upload.badResumable'];
export const RESUMABLE_NOT_OCTET_STREAM = ERROR_MESSAGES['upload.notOctetStream'];
export const RESUMABLE_TOO_MANY_OPEN =
  'You have {{max}} unfinished uploads: finish or discard one before starting another';
export const RESUMABLE_HELD =
  '"{{name}}" does not fit while unfinished uploads hold {{size}} of this storage: finish or discard them first';
export const RESUMABLE_NOT_COMPLETE = ERROR_MESSAGES['upload.notComplete'];
export const RESUMABLE_STILL_FINISHING = ERROR_MESSAGES['upload.stillFinishing'];

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
