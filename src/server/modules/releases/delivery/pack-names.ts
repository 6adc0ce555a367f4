import { SPLIT_TYPES, type SplitType } from '../../../../shared/schemas/split-types.js';
import type { DeliveryInput, DeliveryTrack } from './delivery-input.js';

/*
 * The file names inside a delivery pack. Titles are the user's, and the pack is unpacked on
 * Windows, macOS and Linux by people who did not choose them, so each name is made safe here:
 * no path separators or control characters, none of the characters or device names Windows
 * refuses, no leading or trailing dots and spaces, a capped length, and no two names that a
 * case-insensitive file system would merge.
 */

/** Longest file name kept (in characters, before the extension), far under 255 bytes. */
export const FILE_NAME_MAX = 100;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** The text without trailing dots and spaces (a loop: a regex here would backtrack). */
function withoutTrailingDots(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '.' || text[end - 1] === ' ')) end -= 1;
  return text.slice(0, end);
}

/** One safe file name (without folder) from a user's text; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g, '_')
    .replace(/^[\s.]+/, '');
  // Cap by code points, so an emoji is never cut in half; then trailing dots and spaces go,
  // since Windows drops them (and "Song." would become another file than the one named).
  const capped = withoutTrailingDots(Array.from(cleaned).slice(0, FILE_NAME_MAX).join(''));
  if (!capped) return fallback;
  // "CON", "nul.txt", "Com1 …": Windows treats the part before the first dot as a device.
  const stem = capped.split('.')[0]!.trim();
  return WINDOWS_DEVICE.test(stem) ? `_${capped}` : capped;
}

const CONTAINER_EXTENSIONS: Record<string, string> = {
  wav: '.wav',
  flac: '.flac',
  aiff: '.aiff',
  mp3: '.mp3',
  ogg: '.ogg',
  m4a: '.m4a',
  aac: '.aac',
  opus: '.opus',
};

/** A file name's extension (".wav", lower case), or '' when it has none worth keeping. */
function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/** A master's extension: what its bytes are, else what its upload or storage key was called. */
export function masterExtension(master: DeliveryTrack['master']): string {
  const byBytes = master.container ? CONTAINER_EXTENSIONS[master.container.toLowerCase()] : '';
  return byBytes || extensionOf(master.originalName) || extensionOf(master.storageKey) || '.bin';
}

/** Hands out paths, each once, compared case-insensitively: a second one gets " (2)". */
class PathAllocator {
  private readonly taken = new Set<string>();

  claim(folder: string, stem: string, extension: string): string {
    const prefix = folder ? `${folder}/` : '';
    for (let n = 1; ; n += 1) {
      const path = `${prefix}${n === 1 ? stem : `${stem} (${n})`}${extension}`;
      if (!this.taken.has(path.toLowerCase())) {
        this.taken.add(path.toLowerCase());
        return path;
      }
    }
  }
}

export interface PackNames {
  ern: string;
  csv: string;
  /** Each track's master, by position. */
  masters: Map<number, string>;
  artwork: string | null;
  /** One sheet per split type any track has entries for. */
  splitSheets: { type: SplitType; path: string }[];
  /** Lyrics files of tracks that have lyrics text, by position. */
  lyrics: Map<number, string>;
  /** CHECKLIST.txt, only when the release is not ready. */
  checklist: string | null;
}

/** Every name in the pack of this input. */
export function packNames(input: DeliveryInput): PackNames {
  const paths = new PathAllocator();
  const ern = paths.claim('', 'ern', '.xml');
  const csv = paths.claim('', 'tracks', '.csv');
  const width = Math.max(2, String(input.tracks.length).length);
  const trackStem = (track: DeliveryTrack) =>
    `${String(track.position).padStart(width, '0')} - ${safeFileName(track.title, 'Untitled')}`;

  const masters = new Map<number, string>();
  const lyrics = new Map<number, string>();
  for (const track of input.tracks) {
    masters.set(track.position, paths.claim('', trackStem(track), masterExtension(track.master)));
  }
  for (const track of input.tracks) {
    if (track.lyrics && 'text' in track.lyrics) {
      lyrics.set(track.position, paths.claim('lyrics', trackStem(track), '.txt'));
    }
  }
  const { artwork } = input.release;
  const artworkPath = artwork
    ? paths.claim('', 'artwork', artwork.mime === 'image/png' ? '.png' : '.jpg')
    : null;
  const splitSheets = SPLIT_TYPES.filter((type) =>
    input.tracks.some((track) => track.splits.some((s) => s.type === type && s.entries.length)),
  ).map((type) => ({ type, path: paths.claim('splits', type, '.csv') }));
  const checklist = input.checklist.ready ? null : paths.claim('', 'CHECKLIST', '.txt');
  return { ern, csv, masters, artwork: artworkPath, splitSheets, lyrics, checklist };
}
