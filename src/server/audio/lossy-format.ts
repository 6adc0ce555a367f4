import type { AudioFormat } from '../../shared/schemas/releases.js';
import { audioFormat, flacStreamInfo } from './format-facts.js';
import type { HeaderBytes } from './header-bytes.js';

/** How many boxes an MP4 reader walks at one level at most (the header is capped too). */
const MAX_BOXES = 256;

/** How far past an ID3 tag an MP3's first frame may start (padding some taggers leave). */
const ID3_JUNK_BYTES = 2048;

// Sample rates by MPEG version (bits 4–3 of the second header byte; 0b01 is reserved).
const MPEG_RATES: Record<number, number[]> = {
  0b11: [44100, 48000, 32000],
  0b10: [22050, 24000, 16000],
  0b00: [11025, 12000, 8000],
};
const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/** The MPEG audio frame header at `at`: its sample rate, channels and (Layer III) length. */
function mpegFrame(bytes: HeaderBytes, at: number) {
  const [b0, b1, b2, b3] = [bytes.u8(at), bytes.u8(at + 1), bytes.u8(at + 2), bytes.u8(at + 3)];
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || version === 0b01 || layer !== 0b01) return null;
  if (bitrate === 0 || bitrate === 15 || rateIndex === 0b11) return null;
  const sampleRate = MPEG_RATES[version]![rateIndex]!;
  const mpeg1 = version === 0b11;
  const kbps = (mpeg1 ? MPEG1_KBPS : MPEG2_KBPS)[bitrate]!;
  const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + ((b2 >> 1) & 1);
  // Channel mode 0b11 is mono; stereo, joint stereo and dual channel are two.
  return { sampleRate, channels: b3 >> 6 === 0b11 ? 1 : 2, length };
}

/** MP3 whose first frame starts at `at`. */
export function readMp3(bytes: HeaderBytes, at: number): AudioFormat | null {
  const frame = mpegFrame(bytes, at);
  return frame ? audioFormat('mp3', frame) : null;
}

/**
 * MP3 after an ID3 tag: the frame right after it, or two frames in a row a little further on
 * (a lone 4-byte header turns up by chance in junk).
 */
export function findMp3AfterTag(bytes: HeaderBytes, after: number): AudioFormat | null {
  const first = readMp3(bytes, after);
  if (first) return first;
  const end = Math.min(bytes.length, after + ID3_JUNK_BYTES);
  for (let at = after + 1; at < end; at++) {
    const frame = mpegFrame(bytes, at);
    if (frame && mpegFrame(bytes, at + frame.length)) return audioFormat('mp3', frame);
  }
  return null;
}

const ADTS_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025];

/** AAC in ADTS frames (raw .aac files some recorders write). */
export function readAac(bytes: HeaderBytes, at: number): AudioFormat | null {
  const [b0, b1, b2, b3] = [bytes.u8(at), bytes.u8(at + 1), bytes.u8(at + 2), bytes.u8(at + 3)];
  if (b0 !== 0xff || (b1 & 0xf6) !== 0xf0) return null;
  const config = ((b2 & 1) << 2) | (b3 >> 6); // 0: named in the stream, not the header
  return audioFormat('aac', {
    sampleRate: ADTS_RATES[(b2 >> 2) & 0xf] ?? null,
    channels: config === 7 ? 8 : config,
  });
}

/** Ogg: the first page's packet is the codec's identification header. */
export function readOgg(bytes: HeaderBytes, start: number): AudioFormat {
  const packet = start + 27 + bytes.u8(start + 26);
  if (bytes.u8(packet) === 1 && bytes.ascii(packet + 1, 6) === 'vorbis') {
    return audioFormat('ogg', {
      channels: bytes.u8(packet + 11),
      sampleRate: bytes.u32le(packet + 12),
    });
  }
  if (bytes.ascii(packet, 8) === 'OpusHead') {
    // Opus always decodes at 48 kHz; the header's "input rate" only tells what was encoded.
    return audioFormat('ogg', { channels: bytes.u8(packet + 9), sampleRate: 48000 });
  }
  if (bytes.u8(packet) === 0x7f && bytes.ascii(packet + 1, 4) === 'FLAC') {
    // FLAC in Ogg: STREAMINFO follows the mapping header (still an .ogg file, not a FLAC one).
    return audioFormat('ogg', flacStreamInfo(bytes, packet + 9 + 8));
  }
  return audioFormat('ogg', {});
}

interface Box {
  type: string;
  body: number;
  end: number;
}

/** The boxes between `start` and `end`, cut at the end of what we have. */
function boxes(bytes: HeaderBytes, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  for (let n = 0; n < MAX_BOXES && at + 8 <= end; n++) {
    let size = bytes.u32be(at);
    let header = 8;
    if (size === 1) {
      size = bytes.u32be(at + 8) * 2 ** 32 + bytes.u32be(at + 12);
      header = 16;
    } else if (size === 0) {
      size = end - at; // "to the end of the file"
    }
    if (size < header) break;
    found.push({ type: bytes.ascii(at + 4, 4), body: at + header, end: Math.min(at + size, end) });
    at += size;
  }
  return found;
}

function child(bytes: HeaderBytes, parent: Box | undefined, type: string): Box | undefined {
  return parent && boxes(bytes, parent.body, parent.end).find((box) => box.type === type);
}

/**
 * MP4/M4A: the container, and when the index (moov) is in the header, the first sound track's
 * sample rate (its sample entry, else its media time scale) and channels.
 */
export function readMp4(bytes: HeaderBytes, start: number): AudioFormat {
  const moov = boxes(bytes, start, bytes.length).find((box) => box.type === 'moov');
  const tracks = moov ? boxes(bytes, moov.body, moov.end).filter((b) => b.type === 'trak') : [];
  for (const trak of tracks) {
    const mdia = child(bytes, trak, 'mdia');
    const hdlr = child(bytes, mdia, 'hdlr');
    if (!hdlr || bytes.ascii(hdlr.body + 8, 4) !== 'soun') continue;
    const mdhd = child(bytes, mdia, 'mdhd');
    const timeScale = mdhd ? bytes.u32be(mdhd.body + (bytes.u8(mdhd.body) === 1 ? 20 : 12)) : 0;
    const stbl = child(bytes, child(bytes, mdia, 'minf'), 'stbl');
    const stsd = child(bytes, stbl, 'stsd');
    // The first sample entry, past the full-box header and the entry count.
    const entry = stsd ? stsd.body + 8 : -1;
    const entryRate = entry < 0 ? 0 : bytes.u16be(entry + 32); // 16.16 fixed point
    return audioFormat('m4a', {
      sampleRate: entryRate || timeScale,
      // AAC's sample entry says 2 whatever the stream holds (its config, in esds, says true).
      channels: entry < 0 || bytes.ascii(entry + 4, 4) === 'mp4a' ? null : bytes.u16be(entry + 24),
    });
  }
  return audioFormat('m4a', {});
}
