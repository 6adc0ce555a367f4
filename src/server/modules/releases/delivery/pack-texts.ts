import type { ChecklistLine } from '../../../../shared/schemas/releases.js';
import type { SplitType } from '../../../../shared/schemas/split-types.js';
import { checklistTexts } from './checklist-wording.js';
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

/**
 * CHECKLIST.txt: what still fails, release-wide then per track, each line with what it found
 * wrong and where to fix it, in the wording given (the owner's language), else English.
 */
export function checklistText(input: DeliveryInput): string {
  const texts = input.checklistTexts ?? checklistTexts('en');
  const failing = (lines: readonly ChecklistLine[]) =>
    lines.filter((line) => !line.ok).map((line) => `- [ ] ${texts.line(line)} (${line.fix})`);
  const lines = [texts.notReady(input.release.title), '', texts.intro, ''];
  const release = failing(input.checklist.release);
  if (release.length) lines.push(texts.release, ...release, '');
  for (const track of input.checklist.tracks) {
    const trackLines = failing(track.lines);
    if (trackLines.length) lines.push(texts.track(track.position, track.title), ...trackLines, '');
  }
  return crlf(lines);
}
