import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeUploadFailure, isRetryableStatus, refusalBeforeSending } from './upload-failure';

const refusal = (status: number, message: string, code?: string) =>
  new ApiError(status, JSON.stringify({ message, ...(code ? { code } : {}) }));

describe('what an upload failure offers', () => {
  it('offers Retry for a dropped connection, with the client’s own words', () => {
    expect(describeUploadFailure(new TypeError('Network request failed'))).toEqual({
      retryable: true,
      reasonKey: 'upload.failedReason',
    });
  });

  it('offers Retry for the server’s trouble and for too many requests', () => {
    for (const status of [500, 502, 503, 504, 429]) {
      const failure = describeUploadFailure(refusal(status, 'Please try again in a moment.'));
      expect(failure).toEqual({ retryable: true, reason: 'Please try again in a moment.' });
    }
  });

  it('offers Retry for resumable states a fresh try mends (gone, other byte, locked, slow)', () => {
    for (const status of [404, 408, 409, 410, 423]) expect(isRetryableStatus(status)).toBe(true);
    expect(isRetryableStatus(404, 'upload.resumableGone')).toBe(true);
    // A project deleted meanwhile: sending again finds it no more.
    expect(isRetryableStatus(404, 'projects.notFound')).toBe(false);
  });

  it('never offers Retry for a file refused for what it is: type, size, content, storage', () => {
    const refused = [
      refusal(415, 'This file is not audio we can play.', 'upload.unsupportedType'),
      refusal(413, '"a.wav" would exceed your storage limit of 10 MB', 'upload.overLimit'),
      refusal(
        400,
        'This file is empty (0 bytes), so there is nothing to upload.',
        'upload.emptyFile',
      ),
      refusal(422, 'This audio file could not be read', 'upload.unreadable'),
      refusal(403, 'You do not have permission to do that', 'access.denied'),
      refusal(401, 'Unauthorized', 'auth.required'),
    ];
    for (const error of refused) {
      const failure = describeUploadFailure(error);
      expect(failure.retryable).toBe(false);
      expect(failure.reason).toBe(JSON.parse(error.body).message);
    }
  });

  it('words an answer without a message as the client’s “did not finish”', () => {
    expect(describeUploadFailure(new ApiError(502, ''))).toEqual({
      retryable: true,
      reasonKey: 'upload.failedReason',
    });
  });

  it('refuses an empty file before sending it, with no Retry', () => {
    expect(refusalBeforeSending({ size: 0 })).toEqual({
      retryable: false,
      reasonKey: 'upload.empty',
    });
    expect(refusalBeforeSending({ size: 1 })).toBeNull();
  });
});
