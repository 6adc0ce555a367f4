import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PEAK_COUNT } from '../../shared/constants.js';
import { FIXTURES, fixturePath, type FixtureKind } from '../../../tests/fixtures/audio/fixtures.js';
import {
  decodeAudio,
  decoderFor,
  measureDuration,
  UndecodableAudioError,
} from './audio-analysis.js';

const open = (kind: FixtureKind) => createReadStream(fixturePath(kind), { highWaterMark: 4096 });
const sizeOf = async (kind: FixtureKind) => (await stat(fixturePath(kind))).size;

describe('decodeAudio (in this thread)', () => {
  it.each(Object.keys(FIXTURES) as FixtureKind[])(
    'measures the %s fixture and draws its waveform',
    async (kind) => {
      const result = await decodeAudio(open(kind), {
        ext: FIXTURES[kind].ext,
        size: await sizeOf(kind),
      });
      expect(Math.abs(result.duration - FIXTURES[kind].seconds)).toBeLessThanOrEqual(0.1);
      expect(result.peaks).toHaveLength(PEAK_COUNT);
      expect(Math.max(...result.peaks)).toBeGreaterThan(0.5);
      expect(Math.min(...result.peaks)).toBeLessThan(0.1); // the fixtures fade in and out
    },
  );

  it('refuses bytes no decoder can read', async () => {
    const junk = Buffer.concat([Buffer.from('fLaC'), randomBytes(5000)]);
    await expect(
      decodeAudio(Readable.from([junk]), { ext: 'flac', size: junk.length }),
    ).rejects.toThrow(UndecodableAudioError);
    await expect(
      decodeAudio(Readable.from([Buffer.alloc(0)]), { ext: 'wav', size: 0 }),
    ).rejects.toThrow(UndecodableAudioError);
  });
});

describe('decoderFor', () => {
  it('tells Ogg Opus from Ogg Vorbis by the first page', () => {
    const page = (codec: string) => Buffer.concat([Buffer.alloc(28), Buffer.from(codec, 'latin1')]);
    expect(decoderFor('ogg', page('OpusHead'), 100)).toBe('opus');
    expect(decoderFor('ogg', page('\x01vorbis'), 100)).toBe('oga');
    expect(() => decoderFor('ogg', page('Speex   '), 100)).toThrow(UndecodableAudioError);
  });

  it('only decodes a large M4A whose index comes first', () => {
    const box = (type: string, size: number) => {
      const b = Buffer.alloc(8);
      b.writeUInt32BE(size, 0);
      b.write(type, 4, 'latin1');
      return b;
    };
    const head = (second: string) => Buffer.concat([box('ftyp', 8), box(second, 8)]);
    const big = 100 * 1024 * 1024;
    expect(decoderFor('m4a', head('moov'), big)).toBe('m4a');
    expect(() => decoderFor('m4a', head('mdat'), big)).toThrow(UndecodableAudioError);
    expect(decoderFor('m4a', head('mdat'), 1000)).toBe('m4a');
  });
});

describe('measureDuration', () => {
  it('reads a duration from the headers, or null', async () => {
    expect(
      await measureDuration(open('flac'), { mimeType: 'audio/flac', size: await sizeOf('flac') }),
    ).toBeCloseTo(2.5, 2);
    expect(
      await measureDuration(Readable.from([randomBytes(1000)]), {
        mimeType: 'audio/flac',
        size: 1000,
      }),
    ).toBeNull();
  });
});
