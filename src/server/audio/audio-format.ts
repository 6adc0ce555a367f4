import type { AudioFormat } from '../../shared/schemas/releases.js';
import { audioFormat, flacStreamInfo, isLossless } from './format-facts.js';
import { HeaderBytes } from './header-bytes.js';
import { findMp3AfterTag, readAac, readMp3, readMp4, readOgg } from './lossy-format.js';

/**
 * How many leading bytes of a file `readAudioFormat` looks at: enough for every container's
 * header in practice (a WAV's fmt chunk after a long bext chunk, an MP4 whose index comes
 * first), and small enough to read for each stored file in a backfill.
 */
export const AUDIO_HEADER_BYTES = 64 * 1024;

/** How many chunks or boxes a reader walks at most: the header is capped, this caps the work. */
const MAX_CHUNKS = 512;

/**
 * What a file's header says: container, sample rate, bits per sample and channels. Reads WAV
 * (RIFF, RF64), FLAC, AIFF/AIFC, MP3, AAC (ADTS), Ogg (Vorbis, Opus), MP4/M4A and WebM (the
 * container only). Null when no container is recognised. A header cut short or malformed gives
 * nulls for what it cannot tell; this never throws, and every loop moves forward.
 */
export function readAudioFormat(header: Uint8Array): AudioFormat | null {
  try {
    return readFrom(new HeaderBytes(header.subarray(0, AUDIO_HEADER_BYTES)), 0);
  } catch {
    return null; // a reader's bug must not fail an upload
  }
}

/** The format as the stored columns keep it (null until read, or when unrecognised). */
export function formatFromColumns(row: {
  container: string | null;
  sampleRate: number | null;
  bitDepth: number | null;
  channels: number | null;
}): AudioFormat | null {
  const { container, sampleRate, bitDepth, channels } = row;
  if (container === null || container === UNKNOWN_CONTAINER) return null;
  return { container, lossless: isLossless(container, bitDepth), sampleRate, bitDepth, channels };
}

/** What the backfill stores for bytes no reader recognises, so that they are not read again. */
export const UNKNOWN_CONTAINER = 'unknown';

function readFrom(bytes: HeaderBytes, at: number): AudioFormat | null {
  const riff = bytes.ascii(at, 4);
  if (
    (riff === 'RIFF' || riff === 'RF64' || riff === 'BW64') &&
    bytes.ascii(at + 8, 4) === 'WAVE'
  ) {
    return readWav(bytes, at);
  }
  if (bytes.ascii(at, 4) === 'fLaC') return readFlac(bytes, at);
  if (bytes.ascii(at, 4) === 'FORM') {
    const kind = bytes.ascii(at + 8, 4);
    if (kind === 'AIFF' || kind === 'AIFC') return readAiff(bytes, at, kind === 'AIFC');
  }
  if (bytes.ascii(at, 3) === 'ID3' && at === 0 && bytes.length >= 10) {
    // A tag in front (MP3, sometimes FLAC): judge by what follows it.
    const after = id3Length(bytes);
    return readFrom(bytes, after) ?? findMp3AfterTag(bytes, after) ?? audioFormat('mp3', {});
  }
  if (bytes.ascii(at, 4) === 'OggS') return readOgg(bytes, at);
  if (bytes.ascii(at + 4, 4) === 'ftyp') return readMp4(bytes, at);
  if (bytes.u32be(at) === 0x1a45dfa3) return audioFormat('webm', {});
  return readMp3(bytes, at) ?? readAac(bytes, at);
}

/** ID3v2 tag length (header, body and footer). */
function id3Length(bytes: HeaderBytes): number {
  const body =
    ((bytes.u8(6) & 0x7f) << 21) |
    ((bytes.u8(7) & 0x7f) << 14) |
    ((bytes.u8(8) & 0x7f) << 7) |
    (bytes.u8(9) & 0x7f);
  return 10 + body + ((bytes.u8(5) & 0x10) !== 0 ? 10 : 0);
}

// WAVE format tags: integer PCM, IEEE float, and the extensible header that names one of them.
const WAVE_PCM = 0x0001;
const WAVE_FLOAT = 0x0003;
const WAVE_EXTENSIBLE = 0xfffe;

/** WAV: walks the RIFF chunks to `fmt `; RF64's ds64 chunk is walked over like any other. */
function readWav(bytes: HeaderBytes, start: number): AudioFormat {
  let at = start + 12;
  for (let n = 0; n < MAX_CHUNKS && at + 8 <= bytes.length; n++) {
    const id = bytes.ascii(at, 4);
    const size = bytes.u32le(at + 4);
    if (id === 'fmt ' && size >= 16) {
      let tag = bytes.u16le(at + 8);
      let bits = bytes.u16le(at + 22);
      if (tag === WAVE_EXTENSIBLE && size >= 40) {
        const valid = bytes.u16le(at + 26);
        if (valid > 0) bits = valid;
        tag = bytes.u16le(at + 32); // the sub-format GUID begins with the format tag
      }
      const pcm = tag === WAVE_PCM || tag === WAVE_FLOAT;
      return audioFormat('wav', {
        sampleRate: bytes.u32le(at + 12),
        bitDepth: pcm ? bits : null,
        channels: bytes.u16le(at + 10),
      });
    }
    at += 8 + size + (size & 1);
  }
  return audioFormat('wav', {});
}

/** FLAC: STREAMINFO is always the first metadata block. */
function readFlac(bytes: HeaderBytes, start: number): AudioFormat {
  const blockType = bytes.u8(start + 4) & 0x7f;
  return audioFormat('flac', blockType === 0 ? flacStreamInfo(bytes, start + 8) : {});
}

// AIFC codings that hold samples as they are (big- or little-endian integers, floats).
const AIFC_PCM = new Set(['NONE', 'sowt', 'twos', 'fl32', 'FL32', 'fl64', 'FL64', 'in24', 'in32']);

/** AIFF/AIFC: walks the IFF chunks (big-endian) to COMM. */
function readAiff(bytes: HeaderBytes, start: number, compressed: boolean): AudioFormat {
  let at = start + 12;
  for (let n = 0; n < MAX_CHUNKS && at + 8 <= bytes.length; n++) {
    const size = bytes.u32be(at + 4);
    if (bytes.ascii(at, 4) === 'COMM' && size >= 18) {
      const coding = compressed && size >= 22 ? bytes.ascii(at + 26, 4) : 'NONE';
      return audioFormat('aiff', {
        channels: bytes.u16be(at + 8),
        bitDepth: AIFC_PCM.has(coding) ? bytes.u16be(at + 14) : null,
        sampleRate: Math.round(extended80(bytes, at + 16)),
      });
    }
    at += 8 + size + (size & 1);
  }
  return audioFormat('aiff', {});
}

/** An IEEE 754 80-bit extended float (AIFF's sample rate), big-endian; NaN if cut short. */
function extended80(bytes: HeaderBytes, at: number): number {
  if (at + 10 > bytes.length) return Number.NaN;
  const exponent = bytes.u16be(at) & 0x7fff;
  const mantissa = bytes.u32be(at + 2) * 2 ** 32 + bytes.u32be(at + 6);
  if (exponent === 0 && mantissa === 0) return 0;
  return mantissa * 2 ** (exponent - 16383 - 63);
}

/** The stored columns of a format; bytes no reader recognised are kept as UNKNOWN_CONTAINER. */
export function formatColumns(format: AudioFormat | null) {
  return {
    container: format?.container ?? UNKNOWN_CONTAINER,
    sampleRate: format?.sampleRate ?? null,
    bitDepth: format?.bitDepth ?? null,
    channels: format?.channels ?? null,
  };
}
