import {
  SONG_GENRES,
  SONG_MOODS,
  TIME_SIGNATURES,
  type SongDetails,
  type SongDetailsChanges,
} from '../../../shared/schemas/details.js';
import type { SongDetailsColumns, SongDetailsRow } from './details.repository.js';

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;

/** Song details as the API returns them (spec names: recordLabel, isrcCode); empty when unsaved. */
export function presentDetails(projectId: string, row: SongDetailsRow | null): SongDetails {
  return {
    projectId,
    // The columns are free text: a value outside today's option lists reads as unset.
    genre: oneOf(SONG_GENRES, row?.genre ?? null),
    subGenre: row?.subGenre ?? null,
    mood: oneOf(SONG_MOODS, row?.mood ?? null),
    tempo: row?.tempo ?? null,
    key: row?.key ?? null,
    timeSignature: oneOf(TIME_SIGNATURES, row?.timeSignature ?? null),
    recordingDate: row?.recordingDate ?? null,
    releaseDate: row?.releaseDate ?? null,
    recordLabel: row?.label ?? null,
    isrcCode: row?.isrc ?? null,
    copyright: row?.copyright ?? null,
    publishingInfo: row?.publishingInfo ?? null,
    tags: row?.tags ?? [],
    notes: row?.notes ?? null,
    instrumental: row?.instrumental ?? false,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The columns to store for the fields that were sent (left-out fields are not touched). */
export function detailsColumns(changes: SongDetailsChanges): SongDetailsColumns {
  const { recordLabel, isrcCode, ...sameName } = changes;
  const columns: SongDetailsColumns = { ...sameName, label: recordLabel, isrc: isrcCode };
  // A left-out field must never be written, not even as NULL: keep only the keys that were sent.
  const sent: SongDetailsColumns = Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  );
  return sent;
}
