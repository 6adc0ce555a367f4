import type { ChecklistLine } from '../../../../shared/schemas/releases.js';
import type { SplitType } from '../../../../shared/schemas/split-types.js';
import type { DeliveryInput, DeliveryTrack } from './delivery-input.js';
import { csvDocument } from './distributor-csv.js';

/*
 * The pack's small text files: split sheets (CSV), lyrics and CHECKLIST.txt. Text files use
 * CRLF line ends, which every editor on every system shows as lines.
 */

const crlf = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n`;

/**
 * One split type's sheet: per track, each person's share in percent and whether they
 * confirmed it ("yes", "no", or empty while split agreements do not exist).
 */
export function splitSheetCsv(tracks: readonly DeliveryTrack[], type: SplitType): string {
  const rows = tracks.flatMap((track) =>
    (track.splits.find((split) => split.type === type)?.entries ?? []).map((entry) => [
      track.position,
      track.title,
      entry.name,
      entry.sharePercent.toFixed(2),
      entry.confirmed === undefined ? '' : entry.confirmed ? 'yes' : 'no',
    ]),
  );
  return csvDocument([['Track number', 'Track title', 'Name', 'Share (%)', 'Confirmed'], ...rows]);
}

/** A track's lyrics file: its title, a blank line, the text (line ends made CRLF). */
export function lyricsText(track: DeliveryTrack, text: string): string {
  return crlf([track.title, '', ...text.split(/\r\n|\r|\n/)]);
}

/** A checklist line in plain English, for packs whose caller gave no translated texts. */
export function plainChecklistText(line: ChecklistLine): string {
  const params = Object.entries(line.params ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  return params ? `${line.code} (${params})` : line.code;
}

/** CHECKLIST.txt: what still fails, release-wide then per track, each line with its fix. */
export function checklistText(input: DeliveryInput): string {
  const text = input.checklistText ?? plainChecklistText;
  const failing = (lines: readonly ChecklistLine[]) =>
    lines.filter((line) => !line.ok).map((line) => `- [ ] ${text(line)} (${line.fix})`);
  const lines = [`${input.release.title}: not ready for delivery`, ''];
  const release = failing(input.checklist.release);
  if (release.length) lines.push('Release', ...release, '');
  for (const track of input.checklist.tracks) {
    const trackLines = failing(track.lines);
    if (trackLines.length) lines.push(track.title, ...trackLines, '');
  }
  return crlf(lines);
}
