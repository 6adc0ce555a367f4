import { normalizeIsrc } from '../../../../shared/schemas/details';
import {
  RELEASE_TRACKS_MAX,
  type ReleaseTrack,
  type ReleaseTracksInput,
} from '../../../../shared/schemas/releases';

/** One track as the editor holds it before it is saved: the master and its per-track fields. */
export interface TrackEntry {
  audioId: string;
  explicit: boolean;
  /** Set only when the ISRC was edited: absent keeps the stored code (PUT …/tracks). */
  isrc?: string | null;
}

/** The entries of the tracklist the server holds, in order. */
export const entriesOf = (tracks: readonly ReleaseTrack[]): TrackEntry[] =>
  [...tracks]
    .sort((a, b) => a.position - b.position)
    .map(({ audioId, explicit }) => ({ audioId, explicit }));

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** A drag dropped `activeId` over `overId`: it takes the place of the row it was dropped on. */
export function dropOn(
  entries: readonly TrackEntry[],
  activeId: string,
  overId: string,
): TrackEntry[] {
  const from = entries.findIndex((entry) => entry.audioId === activeId);
  const to = entries.findIndex((entry) => entry.audioId === overId);
  if (from === -1 || to === -1) return [...entries];
  return moveTo(entries, from, to);
}

/** The "Move up" (-1) and "Move down" (+1) buttons: one place, never past either end. */
export function moveBy(entries: readonly TrackEntry[], audioId: string, step: -1 | 1) {
  const from = entries.findIndex((entry) => entry.audioId === audioId);
  return from === -1 ? [...entries] : moveTo(entries, from, from + step);
}

/** Whether a song may still be added (not on the release, and room under the cap). */
export function canAdd(entries: readonly TrackEntry[], audioId: string): boolean {
  return entries.length < RELEASE_TRACKS_MAX && !entries.some((entry) => entry.audioId === audioId);
}

/** The longest ISRC text the field takes (the route's cap). */
export const ISRC_INPUT_MAX = 40;

/** The body of PUT /api/releases/{id}/tracks for the entries. */
export const tracksPayload = (entries: readonly TrackEntry[]): ReleaseTracksInput =>
  entries.map(({ audioId, explicit, isrc }) => ({
    audioId,
    explicit,
    ...(isrc !== undefined && { isrc }),
  }));

/**
 * An ISRC as typed: blank clears it (null), a valid code is normalized (CC-XXX-YY-NNNNN with or
 * without dashes, any case); anything else is refused for the field to say so.
 */
export function parseIsrc(text: string): { ok: true; isrc: string | null } | { ok: false } {
  if (text.trim() === '') return { ok: true, isrc: null };
  // Capped before the pattern, as the route's schema does.
  if (text.length > ISRC_INPUT_MAX) return { ok: false };
  const isrc = normalizeIsrc(text);
  return isrc === null ? { ok: false } : { ok: true, isrc };
}
