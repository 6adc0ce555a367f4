import { Readable } from 'node:stream';
import { decodeChunked } from 'audio-decode';
import { parseStream } from 'music-metadata';
import { PEAK_COUNT } from '../../shared/constants.js';
import { PeakAccumulator } from './peak-accumulator.js';
import { WavStreamReader } from './wav-stream-reader.js';

/** What the server learns from an audio file's bytes. */
export interface AudioAnalysis {
  /** Seconds. */
  duration: number;
  /** PEAK_COUNT values in 0..1; empty when the file could be measured but not decoded. */
  peaks: number[];
}

/** The bytes could not be decoded (the caller may still measure them with music-metadata). */
export class UndecodableAudioError extends Error {}

export type DecoderName = 'mp3' | 'flac' | 'oga' | 'opus' | 'm4a' | 'aac' | 'webm';

/**
 * M4A files whose index (moov box) comes after the audio cannot be decoded as they stream:
 * the decoder holds the whole file and then decodes it in one go. Above this size such files
 * are only measured (duration, no waveform), so memory stays bounded.
 */
export const M4A_WHOLE_DECODE_MAX_BYTES = 24 * 1024 * 1024;
const HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
    'latin1',
    at,
    at + text.length,
  ) === text;

/** The first top-level MP4 box of `moov` and `mdat` found in the head, if any. */
function firstMp4IndexOrData(head: Uint8Array): 'moov' | 'mdat' | null {
  const view = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  for (let at = 0; at + 8 <= view.length;) {
    const size = view.readUInt32BE(at);
    const type = view.toString('latin1', at + 4, at + 8);
    if (type === 'moov' || type === 'mdat') return type;
    if (size < 8) return null; // 0 = "to the end", 1 = 64-bit size: nothing further to walk
    at += size;
  }
  return null;
}

/** Which decoder reads a file stored as `ext`, judged from its first bytes where it matters. */
export function decoderFor(ext: string, head: Uint8Array, size: number): DecoderName | 'wav' {
  switch (ext) {
    case 'wav':
    case 'mp3':
    case 'flac':
    case 'aac':
    case 'webm':
      return ext;
    case 'ogg':
      // The first Ogg page carries the codec's identification header at byte 28.
      if (ascii(head, 28, 'OpusHead')) return 'opus';
      if (ascii(head, 28, '\x01vorbis')) return 'oga';
      throw new UndecodableAudioError('Ogg stream is neither Opus nor Vorbis');
    case 'm4a':
      if (firstMp4IndexOrData(head) !== 'moov' && size > M4A_WHOLE_DECODE_MAX_BYTES) {
        throw new UndecodableAudioError('Large M4A with its index at the end');
      }
      return 'm4a';
    default:
      throw new UndecodableAudioError(`No decoder for .${ext}`);
  }
}

/** Reads the first bytes of a chunk stream and gives them back with the whole stream. */
export async function peekHead(
  chunks: AsyncIterable<Uint8Array>,
): Promise<{ head: Uint8Array; all: AsyncIterable<Uint8Array> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    length += next.value.length;
  }
  async function* all(): AsyncGenerator<Uint8Array> {
    yield* seen;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { head: Buffer.concat(seen), all: all() };
}

/**
 * Decodes a file as it streams in and returns its duration and waveform. WAV is read by our
 * own PCM reader; every other format goes through audio-decode's WASM decoders chunk by chunk.
 * Throws UndecodableAudioError when nothing could be decoded.
 */
export async function decodeAudio(
  chunks: AsyncIterable<Uint8Array>,
  file: { ext: string; size: number },
  peakCount = PEAK_COUNT,
): Promise<AudioAnalysis> {
  const { head, all } = await peekHead(chunks);
  const decoder = decoderFor(file.ext, head, file.size);
  const peaks = new PeakAccumulator();
  let sampleRate = 0;
  try {
    if (decoder === 'wav') {
      const reader = new WavStreamReader(peaks);
      for await (const chunk of all) reader.push(chunk);
      sampleRate = reader.finish().sampleRate;
    } else {
      for await (const pcm of decodeChunked(all, decoder)) {
        sampleRate = pcm.sampleRate;
        peaks.addChannels(pcm.channelData);
      }
    }
  } catch (error) {
    throw new UndecodableAudioError(error instanceof Error ? error.message : String(error));
  }
  if (peaks.frames === 0 || sampleRate <= 0) {
    throw new UndecodableAudioError('The file holds no audio');
  }
  return { duration: peaks.frames / sampleRate, peaks: peaks.peaks(peakCount) };
}

/** The duration music-metadata reads from the file's headers (or frames); null when it cannot. */
export async function measureDuration(
  chunks: AsyncIterable<Uint8Array>,
  file: { mimeType: string; size: number },
): Promise<number | null> {
  const stream = Readable.from(chunks, { objectMode: false });
  try {
    const metadata = await parseStream(
      stream,
      { mimeType: file.mimeType, size: file.size },
      { duration: true, skipCovers: true },
    );
    const duration = metadata.format.duration;
    return duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : null;
  } catch {
    return null;
  } finally {
    stream.destroy();
  }
}
