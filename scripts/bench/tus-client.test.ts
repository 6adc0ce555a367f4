import { describe, expect, it } from 'vitest';
import { chunkSpans, uploadMetadata } from './tus-client.js';

describe('uploadMetadata', () => {
  it('pairs each key with its value in base64, comma-separated, as tus 1.0 reads them', () => {
    expect(uploadMetadata({ filename: 'bench.wav', filetype: 'audio/wav' })).toBe(
      'filename YmVuY2gud2F2,filetype YXVkaW8vd2F2',
    );
  });

  it('encodes non-ASCII file names as UTF-8', () => {
    const [, value] = uploadMetadata({ filename: 'chanson é.wav' }).split(' ');
    expect(Buffer.from(value!, 'base64').toString('utf8')).toBe('chanson é.wav');
  });
});

describe('chunkSpans', () => {
  it('covers every byte once, each span at most one chunk, the last one shorter', () => {
    expect(chunkSpans(20, 8)).toEqual([
      [0, 8],
      [8, 16],
      [16, 20],
    ]);
  });

  it('sends a size that is a whole number of chunks without an empty last PATCH', () => {
    expect(chunkSpans(16, 8)).toEqual([
      [0, 8],
      [8, 16],
    ]);
  });
});
