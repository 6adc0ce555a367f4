import { describe, expect, it } from 'vitest';
import { fixture, type FixtureKind } from '../test/audio-test-support.js';
import { AUDIO_HEADER_BYTES, formatFromColumns, readAudioFormat } from './audio-format.js';

const u16le = (n: number) => Buffer.from([n & 0xff, n >> 8]);
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
/** An IFF chunk: its id, size and body, and the pad byte an odd size is followed by. */
const chunk = (id: string, body: Buffer, be = false) =>
  Buffer.concat([
    Buffer.from(id, 'latin1'),
    be ? u32be(body.length) : u32le(body.length),
    body,
    Buffer.alloc(body.length & 1),
  ]);

/** A WAV header as encoders write it: fmt (plain or extensible) and the start of data. */
function wav(opts: {
  tag: number;
  channels: number;
  rate: number;
  bits: number;
  extensible?: { valid: number; subFormat: number };
  before?: Buffer[];
  riff?: string;
}): Buffer {
  const { tag, channels, rate, bits } = opts;
  const block = (channels * bits) / 8;
  const plain = [u16le(tag), u16le(channels), u32le(rate), u32le(rate * block), u16le(block)];
  const ext = opts.extensible
    ? [u16le(22), u16le(opts.extensible.valid), u32le(0b11), u16le(opts.extensible.subFormat)]
    : [];
  const guidTail = opts.extensible ? [Buffer.from('000000001000800000aa00389b71', 'hex')] : [];
  const fmt = chunk('fmt ', Buffer.concat([...plain, u16le(bits), ...ext, ...guidTail]));
  const body = Buffer.concat([...(opts.before ?? []), fmt, chunk('data', Buffer.alloc(64))]);
  return Buffer.concat([
    Buffer.from(opts.riff ?? 'RIFF'),
    u32le(body.length + 4),
    Buffer.from('WAVE'),
    body,
  ]);
}

/** A FLAC header: the marker and STREAMINFO with the given facts. */
function flac(rate: number, channels: number, bits: number): Buffer {
  const info = Buffer.alloc(34);
  info.writeUInt16BE(4096, 0);
  info.writeUInt16BE(4096, 2);
  info[10] = (rate >> 12) & 0xff;
  info[11] = (rate >> 4) & 0xff;
  info[12] = ((rate & 0xf) << 4) | ((channels - 1) << 1) | ((bits - 1) >> 4);
  info[13] = ((bits - 1) & 0xf) << 4;
  return Buffer.concat([Buffer.from('fLaC'), Buffer.from([0x80, 0, 0, 34]), info]);
}

/** An AIFF or AIFC header whose COMM chunk holds an 80-bit extended sample rate. */
function aiff(rate: number, channels: number, bits: number, coding?: string): Buffer {
  const exponent = Math.floor(Math.log2(rate));
  const extended = Buffer.alloc(10);
  extended.writeUInt16BE(16383 + exponent, 0);
  // The mantissa's top bit is the integer 1; a whole-number rate fits in its upper 32 bits.
  extended.writeUInt32BE(rate * 2 ** (31 - exponent), 2);
  const comm = Buffer.concat([
    Buffer.from([0, channels]),
    u32be(1000),
    Buffer.from([0, bits]),
    extended,
    ...(coding ? [Buffer.from(coding), Buffer.from([0])] : []),
  ]);
  const body = Buffer.concat([
    Buffer.from(coding ? 'AIFC' : 'AIFF'),
    ...(coding ? [chunk('FVER', u32be(0xa2805140), true)] : []),
    chunk('COMM', comm, true),
    chunk('SSND', Buffer.alloc(16), true),
  ]);
  return Buffer.concat([Buffer.from('FORM'), u32be(body.length), body]);
}

const facts = (
  container: string,
  sampleRate: number | null,
  bitDepth: number | null,
  channels: number | null,
) => ({
  container,
  lossless: ['wav', 'flac', 'aiff'].includes(container) && bitDepth !== null,
  sampleRate,
  bitDepth,
  channels,
});

describe('readAudioFormat on the committed audio fixtures (made by sox, opusenc, ffmpeg)', () => {
  it.each<[FixtureKind, ReturnType<typeof facts>]>([
    ['wav', facts('wav', 22050, 16, 1)],
    ['flac', facts('flac', 22050, 16, 1)],
    ['mp3', facts('mp3', 22050, null, 1)],
    ['ogg', facts('ogg', 22050, null, 1)],
    ['opus', facts('ogg', 48000, null, 1)],
    ['m4a', facts('m4a', 22050, null, null)],
    ['webm', facts('webm', null, null, null)],
  ])('reads %s', async (kind, expected) => {
    expect(readAudioFormat(await fixture(kind))).toEqual(expected);
  });
});

describe('readAudioFormat on lossless headers', () => {
  it('reads a 16-bit PCM WAV whose fmt chunk follows other chunks', () => {
    const junk = chunk('JUNK', Buffer.alloc(27)); // odd size: the pad byte is walked over
    const bext = chunk('bext', Buffer.alloc(602));
    const bytes = wav({ tag: 1, channels: 2, rate: 44100, bits: 16, before: [junk, bext] });
    expect(readAudioFormat(bytes)).toEqual(facts('wav', 44100, 16, 2));
  });

  it('reads WAVE_FORMAT_EXTENSIBLE: 24 valid bits of PCM in 32-bit slots, six channels', () => {
    const extensible = { valid: 24, subFormat: 1 };
    const bytes = wav({ tag: 0xfffe, channels: 6, rate: 96000, bits: 32, extensible });
    expect(readAudioFormat(bytes)).toEqual(facts('wav', 96000, 24, 6));
  });

  it('takes 32-bit float as lossless with a bit depth of 32', () => {
    const plain = wav({ tag: 3, channels: 2, rate: 48000, bits: 32 });
    const extensible = wav({
      tag: 0xfffe,
      channels: 2,
      rate: 48000,
      bits: 32,
      extensible: { valid: 32, subFormat: 3 },
    });
    expect(readAudioFormat(plain)).toEqual(facts('wav', 48000, 32, 2));
    expect(readAudioFormat(extensible)).toEqual(facts('wav', 48000, 32, 2));
  });

  it('does not call a WAV holding a compressed coding (IMA ADPCM, MP3) lossless', () => {
    for (const tag of [0x11, 0x55]) {
      const format = readAudioFormat(wav({ tag, channels: 1, rate: 22050, bits: 4 }));
      expect(format).toEqual(facts('wav', 22050, null, 1));
      expect(format?.lossless).toBe(false);
    }
  });

  it('reads RF64 (a ds64 chunk before fmt)', () => {
    const ds64 = chunk('ds64', Buffer.alloc(28));
    const bytes = wav({
      tag: 1,
      channels: 2,
      rate: 192000,
      bits: 24,
      before: [ds64],
      riff: 'RF64',
    });
    expect(readAudioFormat(bytes)).toEqual(facts('wav', 192000, 24, 2));
  });

  it('reads FLAC STREAMINFO: 20-bit rate, 3-bit channels, 5-bit depth', () => {
    expect(readAudioFormat(flac(96000, 2, 24))).toEqual(facts('flac', 96000, 24, 2));
    expect(readAudioFormat(flac(655350, 8, 32))).toEqual(facts('flac', 655350, 32, 8));
  });

  it('reads FLAC behind an ID3 tag', () => {
    const tag = Buffer.concat([
      Buffer.from('ID3'),
      Buffer.from([4, 0, 0, 0, 0, 0, 20]),
      Buffer.alloc(20),
    ]);
    expect(readAudioFormat(Buffer.concat([tag, flac(44100, 2, 16)]))).toEqual(
      facts('flac', 44100, 16, 2),
    );
  });

  it('reads AIFF and AIFC, with the 80-bit extended sample rate', () => {
    expect(readAudioFormat(aiff(44100, 2, 16))).toEqual(facts('aiff', 44100, 16, 2));
    expect(readAudioFormat(aiff(48000, 1, 24, 'sowt'))).toEqual(facts('aiff', 48000, 24, 1));
    expect(readAudioFormat(aiff(8000, 1, 16, 'ulaw'))).toEqual(facts('aiff', 8000, null, 1));
  });
});

describe('readAudioFormat on lossy headers', () => {
  const mp3Frame = Buffer.from('fffb9044000000000000000000000000', 'hex'); // 44.1 kHz, stereo

  it('reads an MP3 frame after an ID3 tag and a little junk', () => {
    const frame = Buffer.concat([mp3Frame, Buffer.alloc(417 - mp3Frame.length)]);
    const tag = Buffer.concat([
      Buffer.from('ID3'),
      Buffer.from([3, 0, 0, 0, 0, 0, 10]),
      Buffer.alloc(10),
    ]);
    const bytes = Buffer.concat([tag, Buffer.alloc(37, 0x55), frame, frame]);
    expect(readAudioFormat(bytes)).toEqual(facts('mp3', 44100, null, 2));
  });

  it('answers an MP3 whose ID3 tag (cover art) runs past the header with the container only', () => {
    const tag = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0x7f, 0x7f, 0x7f, 0x7f])]);
    expect(readAudioFormat(Buffer.concat([tag, Buffer.alloc(100)]))).toEqual(
      facts('mp3', null, null, null),
    );
  });

  it('reads AAC in ADTS frames', () => {
    expect(readAudioFormat(Buffer.from('fff15080217ffc211b', 'hex'))).toEqual(
      facts('aac', 44100, null, 2),
    );
  });
});

describe('readAudioFormat on malformed bytes', () => {
  it('answers null for bytes no reader knows, and for nothing at all', () => {
    expect(readAudioFormat(new Uint8Array())).toBeNull();
    expect(readAudioFormat(Buffer.from('hello, this is text, not audio'))).toBeNull();
  });

  it('gives the container and nulls for a header cut anywhere, never throwing', async () => {
    for (const kind of ['wav', 'flac', 'mp3', 'ogg', 'opus', 'm4a', 'webm'] as const) {
      const bytes = await fixture(kind);
      for (let length = 0; length < 200; length++) {
        expect(() => readAudioFormat(bytes.subarray(0, length))).not.toThrow();
      }
    }
    expect(readAudioFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toEqual(
      facts('wav', null, null, null),
    );
    expect(readAudioFormat(Buffer.from('fLaC'))).toEqual(facts('flac', null, null, null));
  });

  it('ends on chunk and box sizes that lie (zero, huge, pointing backwards)', () => {
    const zeroChunks = Buffer.concat([
      Buffer.from('RIFF'),
      u32le(0),
      Buffer.from('WAVE'),
      Buffer.alloc(60_000),
    ]);
    expect(readAudioFormat(zeroChunks)).toEqual(facts('wav', null, null, null));
    const huge = Buffer.concat([
      Buffer.from('RIFFxxxxWAVELIST'),
      u32le(0xfffffff0),
      Buffer.alloc(64),
    ]);
    expect(readAudioFormat(huge)).toEqual(facts('wav', null, null, null));
    // MP4 boxes of size 0 ("to the end"), 1 with a tiny 64-bit size, and 4 (shorter than a box).
    const ftyp = Buffer.concat([u32be(16), Buffer.from('ftypM4A '), u32be(0)]);
    for (const box of [
      Buffer.concat([u32be(0), Buffer.from('moov'), u32be(0), Buffer.from('trak')]),
      Buffer.concat([u32be(1), Buffer.from('moov'), u32be(0), u32be(3)]),
      Buffer.concat([u32be(4), Buffer.from('moov'), Buffer.alloc(32)]),
    ]) {
      expect(readAudioFormat(Buffer.concat([ftyp, box]))).toEqual(facts('m4a', null, null, null));
    }
  });

  it('survives random damage to real headers quickly', async () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const started = Date.now();
    for (const kind of ['wav', 'flac', 'mp3', 'ogg', 'm4a'] as const) {
      const original = await fixture(kind);
      for (let round = 0; round < 300; round++) {
        const bytes = Buffer.from(original.subarray(0, 2048));
        for (let i = 0; i < 8; i++) bytes[next() % bytes.length] = next() % 256;
        expect(() => readAudioFormat(bytes)).not.toThrow();
      }
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('looks at the first AUDIO_HEADER_BYTES only', () => {
    const late = wav({
      tag: 1,
      channels: 2,
      rate: 44100,
      bits: 16,
      before: [chunk('JUNK', Buffer.alloc(AUDIO_HEADER_BYTES))],
    });
    expect(readAudioFormat(late)).toEqual(facts('wav', null, null, null));
  });
});

describe('formatFromColumns', () => {
  it('rebuilds the format from the stored columns, lossless by the same rule', () => {
    const stored = { container: 'flac', sampleRate: 44100, bitDepth: 24, channels: 2 };
    expect(formatFromColumns(stored)).toEqual(facts('flac', 44100, 24, 2));
    expect(formatFromColumns({ ...stored, container: 'wav', bitDepth: null })?.lossless).toBe(
      false,
    );
    expect(formatFromColumns({ ...stored, container: null })).toBeNull();
    expect(formatFromColumns({ ...stored, container: 'unknown' })).toBeNull();
  });
});
