import { z } from 'zod';
import { cursorValues, decodeCursor, pageFrom, type Page } from '../../lib/pagination.js';
import type { TrackKey } from './playlist-tracks.repository.js';
import { isTrackPlace } from './track-places.js';

/**
 * A page of a playlist's songs ends with the last song's place and id (the index key) and how
 * many songs came before the next page, so every track carries its index in the whole list.
 */
const trackCursor = z.tuple([
  z.string().max(200).refine(isTrackPlace),
  cursorValues.uuid,
  cursorValues.offset,
]);

/** Where a page starts: after which song (null: the first page), at which index. */
export interface TrackPageStart {
  after: TrackKey | null;
  offset: number;
}

/** The start of the page a cursor names (400 `pagination.invalidCursor` for anything else). */
export function trackPageStart(cursor: string | null): TrackPageStart {
  if (!cursor) return { after: null, offset: 0 };
  const [position, id, offset] = decodeCursor(cursor, trackCursor);
  return { after: { position, id }, offset };
}

/** A page from `pageReadSize(limit)` rows read after `start`, each presented with its index. */
export function trackPage<R extends { place: string }, T>(
  rows: readonly R[],
  limit: number,
  start: TrackPageStart,
  idOf: (row: R) => string,
  present: (row: R, index: number) => T,
): Page<T> {
  const indexed = rows.map((row, i) => ({ row, index: start.offset + i }));
  return pageFrom(
    indexed,
    limit,
    ({ row, index }) => [row.place, idOf(row), index + 1],
    ({ row, index }) => present(row, index),
  );
}
