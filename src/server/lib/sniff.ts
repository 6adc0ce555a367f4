import { pipeline, Readable, Transform } from 'node:stream';

/** A file type decided from the file's bytes, never from its name or the client's claim. */
export interface SniffedType {
  kind: 'image' | 'audio';
  mime: string;
  /** The extension we store the file under (no dot). */
  ext: string;
}

/** How many leading bytes `sniffFileType` wants to see; every signature below fits in them. */
export const SNIFF_BYTES = 4100;

const ascii = (bytes: Buffer, offset: number, text: string) =>
  bytes.length >= offset + text.length &&
  bytes.toString('latin1', offset, offset + text.length) === text;

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** An MPEG-1/2 Layer III frame header (the first frame of an MP3 without an ID3 tag). */
function isMp3Frame(bytes: Buffer, at = 0): boolean {
  return mp3FrameLength(bytes, at) !== null;
}

// Layer III bitrates (kbit/s) by bitrate index, and sample rates by index, per MPEG version.
const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  0b11: [44100, 48000, 32000], // MPEG-1
  0b10: [22050, 24000, 16000], // MPEG-2
  0b00: [11025, 12000, 8000], // MPEG-2.5
};

/** The length in bytes of the Layer III frame whose header starts at `at`, or null if none. */
function mp3FrameLength(bytes: Buffer, at: number): number | null {
  if (bytes.length < at + 4) return null;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  const version = (b1 >> 3) & 0b11; // 0b01 is reserved
  const layer = (b1 >> 1) & 0b11; // 0b01 is Layer III
  const bitrate = b2 >> 4; // 0 (free) and 15 (bad) are not worth accepting
  const sampleRate = (b2 >> 2) & 0b11; // 0b11 is reserved
  const sync = b0 === 0xff && (b1 & 0xe0) === 0xe0;
  if (!sync || version === 0b01 || layer !== 0b01) return null;
  if (bitrate === 0 || bitrate === 15 || sampleRate === 0b11) return null;
  const mpeg1 = version === 0b11;
  const kbps = (mpeg1 ? MPEG1_KBPS : MPEG2_KBPS)[bitrate]!;
  const hz = SAMPLE_RATES[version]![sampleRate]!;
  const padding = (b2 >> 1) & 1;
  return Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / hz) + padding;
}

/**
 * Two Layer III frames in a row starting at `at`: what an MP3's first frame found by searching
 * must show, since a lone 4-byte header turns up about once in 16 kB of random bytes.
 */
function isMp3FramePair(bytes: Buffer, at: number): boolean {
  const length = mp3FrameLength(bytes, at);
  return length !== null && isMp3Frame(bytes, at + length);
}

/** An AAC ADTS frame header (raw .aac files some recorders write). */
function isAdtsFrame(bytes: Buffer): boolean {
  return bytes.length >= 7 && bytes[0] === 0xff && (bytes[1]! & 0xf6) === 0xf0;
}

// ISO media brands that phones and encoders use for audio-only files. Generic brands (isom,
// mp42...) are also used by videos; the audio decoder refuses files without an audio track.
const MP4_AUDIO_BRANDS = new Set([
  'M4A ',
  'M4B ',
  'mp41',
  'mp42',
  'isom',
  'iso2',
  'iso5',
  'dash',
  '3gp4',
  '3gp5',
]);

/** The DocType of an EBML (Matroska/WebM) header, read from its first few dozen bytes. */
function ebmlDocType(bytes: Buffer): string | null {
  // DocType is element 0x4282 inside the EBML header; its size is a 1-byte vint for short values.
  const limit = Math.min(bytes.length - 3, 64);
  for (let i = 4; i < limit; i++) {
    if (bytes[i] === 0x42 && bytes[i + 1] === 0x82) {
      const size = bytes[i + 2]! & 0x7f;
      return bytes.toString('latin1', i + 3, i + 3 + size);
    }
  }
  return null;
}

/** How far past an ID3 tag an MP3's first frame may start (padding and junk some taggers write). */
const ID3_JUNK_BYTES = 2048;

/** ID3v2 tag length (header + body + optional footer), so we can look at what follows it. */
function id3Length(bytes: Buffer): number {
  const body =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  const hasFooter = (bytes[5]! & 0x10) !== 0;
  return 10 + body + (hasFooter ? 10 : 0);
}

/**
 * Decides a file's type from its first bytes (give it `SNIFF_BYTES` when the file has them).
 * Images: JPEG, PNG, GIF, WebP. Audio: MP3, WAV, FLAC, M4A/AAC, OGG (Vorbis/Opus), WebM.
 * Returns null for anything else, including text and video containers we can tell apart.
 */
export function sniffFileType(firstBytes: Buffer): SniffedType | null {
  const b = firstBytes;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  }
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) {
    return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  }
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) {
    return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  }
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) {
    return { kind: 'audio', mime: 'audio/wav', ext: 'wav' };
  }
  if (ascii(b, 0, 'fLaC')) return { kind: 'audio', mime: 'audio/flac', ext: 'flac' };
  if (ascii(b, 0, 'ID3') && b.length >= 10) {
    // A tagged file: judge by what follows the tag when we have it (FLAC can carry ID3 too).
    const after = id3Length(b);
    // A tag longer than what we see (cover art) leaves the decoder to judge the rest.
    if (after + 4 > b.length) return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
    const inner = sniffFileType(b.subarray(after));
    if (inner?.kind === 'audio') return inner;
    // Otherwise an MP3 frame must follow: right after the tag, or after a little junk some
    // taggers leave, where two frames in a row must be found, so that an ID3 tag in front of
    // an executable or a document is not taken for a song.
    if (isMp3Frame(b, after)) return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
    for (let at = after + 1; at < Math.min(b.length, after + ID3_JUNK_BYTES); at++) {
      if (isMp3FramePair(b, at)) return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
    }
    return null;
  }
  if (isMp3Frame(b)) return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  if (isAdtsFrame(b)) return { kind: 'audio', mime: 'audio/aac', ext: 'aac' };
  if (ascii(b, 4, 'ftyp') && MP4_AUDIO_BRANDS.has(b.toString('latin1', 8, 12))) {
    return { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
  }
  if (ascii(b, 0, 'OggS')) {
    // The first page's packet names the codec; Theora means a video.
    return ascii(b, 28, '\x80theora') ? null : { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
  }
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) && ebmlDocType(b) === 'webm') {
    // Browsers' MediaRecorder writes audio-only WebM; a video track is refused by the decoder.
    return { kind: 'audio', mime: 'audio/webm', ext: 'webm' };
  }
  return null;
}

/**
 * Reads the first bytes of an upload stream and sniffs them, without losing them: `stream`
 * replays the whole file. Destroying `stream` early also destroys `source`. `empty`: the upload
 * held no byte at all. `head`: the first `keepBytes` (at least SNIFF_BYTES are read), for a
 * caller that reads more of the header (an audio file's format); the type is decided on the
 * first SNIFF_BYTES whatever `keepBytes` is.
 */
export async function sniffStream(
  source: Readable,
  keepBytes = SNIFF_BYTES,
): Promise<{ type: SniffedType | null; stream: Readable; empty: boolean; head: Buffer }> {
  const bytes = Math.max(keepBytes, SNIFF_BYTES);
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);

  async function* replay(): AsyncGenerator<Buffer> {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  const stream = Readable.from(replay(), { objectMode: false });
  // Refused or failed uploads stop reading early: release the source (and its multipart parser).
  stream.once('close', () => source.destroy());
  return {
    type: sniffFileType(head.subarray(0, SNIFF_BYTES)),
    stream,
    empty: ended && head.length === 0,
    head: head.subarray(0, keepBytes),
  };
}

/**
 * The stream as it was, keeping a copy of its first `bytes` as they flow by: `head()` is what
 * has passed so far (all of it once the stream has been read through). An upload reads its
 * audio header this way after storing it, so the store never waits for more than the sniff's
 * first bytes (a client that stalls mid-header still has its partial file written and cleaned).
 */
export function keepFirstBytes(
  source: Readable,
  bytes: number,
): { stream: Readable; head: () => Buffer } {
  const kept: Buffer[] = [];
  let keptLength = 0;
  const copy = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (keptLength < bytes) {
        const piece = Buffer.from(chunk.subarray(0, bytes - keptLength));
        kept.push(piece);
        keptLength += piece.length;
      }
      done(null, chunk);
    },
  });
  // A failure of either side destroys both, as the stream alone would have failed.
  pipeline(source, copy, () => {});
  return { stream: copy, head: () => Buffer.concat(kept, keptLength) };
}
