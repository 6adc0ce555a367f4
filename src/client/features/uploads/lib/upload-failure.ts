import { ApiError } from '../../../lib/api-client';
import type { UploadFailure } from './upload-queue';

/**
 * Answers that can go through when the same file is sent again (issue 25 item 3): the server's
 * own trouble (5xx), too many requests at once (429), a request that took too long (408), and
 * the resumable upload's states that a fresh try mends: at another byte or unfinished (409),
 * locked by a request still ending (423).
 */
const RETRYABLE_STATUSES = new Set([408, 409, 423, 429]);
/** Gone from the server (Retry starts it again): tus's own 404/410 or ours, not a lost project. */
const GONE_STATUSES = new Set([404, 410]);
const GONE_CODE = 'upload.resumableGone';

/** Whether sending the file again can succeed after an answer with this status and code. */
export const isRetryableStatus = (status: number, code?: string): boolean =>
  status >= 500 ||
  RETRYABLE_STATUSES.has(status) ||
  (GONE_STATUSES.has(status) && (code === undefined || code === GONE_CODE));

/**
 * Why an upload failed, for its row: the server's refusal in the person's words, or the
 * client's own "did not finish" for a dropped connection; Retry only where it can help, never
 * for a file the server refused for what it is (its type, its size, its content, the storage).
 */
export function describeUploadFailure(error: unknown): UploadFailure {
  if (error instanceof ApiError) {
    const reason = error.shownMessage;
    return {
      retryable: isRetryableStatus(error.status, error.code),
      ...(reason ? { reason } : { reasonKey: 'upload.failedReason' }),
    };
  }
  // A dropped connection (TypeError), a cancelled request, or anything unforeseen.
  return { retryable: true, reasonKey: 'upload.failedReason' };
}

/** A file the client refuses before sending: nothing in it (issue 25 item 3). */
export function refusalBeforeSending(file: Pick<File, 'size'>): UploadFailure | null {
  return file.size === 0 ? { retryable: false, reasonKey: 'upload.empty' } : null;
}
