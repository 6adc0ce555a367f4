import { csvCell, type CsvValue } from '../../../../shared/csv.js';
import { creditNames, isFeatured } from './credit-roles.js';
import type { DeliveryInput } from './delivery-input.js';

/**
 * The pack's tracks.csv, one row per track in tracklist order, for distributors whose upload
 * form takes a spreadsheet rather than DDEX. The columns, in order:
 * - Release title, UPC, Release date, Original release date (YYYY-MM-DD or empty), Label, Genre,
 *   ℗ line, © line: the release's, repeated on every row (distributor templates want them so);
 * - Explicit: "yes" or "no", the track's own flag;
 * - Track number (1-based), Track title, ISRC (12 characters, no dashes, or empty),
 *   Duration (seconds): whole seconds;
 * - Artists: the display artist, then featured artists; Writers (songwriter, composer,
 *   lyricist), Performers (artist, performer, vocalist, musician, featured, …), Producers
 *   (producer, executive producer): names from the song's credits, "; " between names;
 * - Master file: the master's file name in the pack.
 * Every cell goes through csvCell (formula injection, quoting); lines end with CRLF.
 */
export const DISTRIBUTOR_CSV_HEADER = [
  'Release title',
  'UPC',
  'Release date',
  'Original release date',
  'Label',
  'Genre',
  '℗ line',
  '© line',
  'Explicit',
  'Track number',
  'Track title',
  'ISRC',
  'Duration (seconds)',
  'Artists',
  'Writers',
  'Performers',
  'Producers',
  'Master file',
] as const;

const NAME_SEPARATOR = '; ';

/** Rows as CSV text: every cell through csvCell, CRLF after each line. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The distributor CSV of the input; `masterPaths` names each track's master in the pack. */
export function distributorCsv(
  input: DeliveryInput,
  masterPaths: ReadonlyMap<number, string>,
): string {
  const { release } = input;
  const rows = input.tracks.map((track) => {
    const featured = track.credits.filter(isFeatured).map((c) => c.name.trim());
    return [
      release.title,
      release.upc,
      release.releaseDate,
      release.originalReleaseDate,
      release.label,
      release.genre,
      release.pLine,
      release.cLine,
      track.explicit ? 'yes' : 'no',
      track.position,
      track.title,
      track.isrc,
      Math.round(track.durationSeconds),
      [...new Set([release.artistName, ...featured])].join(NAME_SEPARATOR),
      creditNames(track.credits, 'writers').join(NAME_SEPARATOR),
      creditNames(track.credits, 'performers').join(NAME_SEPARATOR),
      creditNames(track.credits, 'producers').join(NAME_SEPARATOR),
      masterPaths.get(track.position) ?? '',
    ];
  });
  return csvDocument([DISTRIBUTOR_CSV_HEADER, ...rows]);
}
