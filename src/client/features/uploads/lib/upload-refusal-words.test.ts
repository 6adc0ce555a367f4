import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../../shared/error-codes';
import { isRetryableStatus } from './upload-failure';

// Issue 25 item 3: a musician reads these on a file's row. No header, media type, request or
// field names; the words of the protocol stay between the browser and the server.
const PROTOCOL_WORDS =
  /upload-length|multipart|octet|form-data|request|offset|projectId|\btus\b|\bbytes?\b|field "/i;

const uploadCodes = Object.entries(ERROR_MESSAGES).filter(([code]) => code.startsWith('upload.'));

describe('every upload refusal in plain words', () => {
  it('covers the upload codes', () => {
    expect(uploadCodes.length).toBeGreaterThan(20);
  });

  it.each(uploadCodes)('%s says it without protocol words', (_code, text) => {
    // "(0 bytes)" is how an empty file shows in a file browser: the person's words too.
    expect(text.replace('(0 bytes)', '')).not.toMatch(PROTOCOL_WORDS);
  });

  it('tells an empty file as such, not as a missing size', () => {
    expect(ERROR_MESSAGES['upload.emptyFile']).toBe(
      'This file is empty (0 bytes), so there is nothing to upload.',
    );
    // A file refused for what it is (400) is not retried.
    expect(isRetryableStatus(400, 'upload.emptyFile')).toBe(false);
  });
});
