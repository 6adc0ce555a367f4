/**
 * The lyrics tab's own undo history (spec part 2 §4 "Lyrics saving"): snapshots of title and
 * content, a new one when the text length moves by more than five characters or the title
 * changes, at most 50 kept (the studio panel keeps 10). Undo and redo walk the snapshots. Pure:
 * the tab holds the value and applies what these functions return.
 */

import {
  LYRICS_HISTORY_LIMIT,
  LYRICS_HISTORY_MIN_CHANGE,
  STUDIO_LYRICS_HISTORY_LIMIT,
} from '../../../../shared/constants';

export const PROJECT_HISTORY_LIMIT = LYRICS_HISTORY_LIMIT;
export const STUDIO_HISTORY_LIMIT = STUDIO_LYRICS_HISTORY_LIMIT;
/** A change this small or smaller (either way) extends the current entry. */
export const HISTORY_MIN_LENGTH_CHANGE = LYRICS_HISTORY_MIN_CHANGE;

export interface LyricsSnapshot {
  title: string;
  /** The editor's HTML. */
  content: string;
  /** Length of the lyrics' plain text: what "text length changes" measures. */
  textLength: number;
}

export interface LyricsHistory {
  entries: readonly LyricsSnapshot[];
  /** The entry the editor shows (or last showed before small edits since). */
  index: number;
}

export interface HistoryStep {
  history: LyricsHistory;
  /** What the editor should show now, or null when there was nothing to undo/redo. */
  restored: LyricsSnapshot | null;
}

/** A history whose only entry is what was loaded. */
export function startHistory(snapshot: LyricsSnapshot): LyricsHistory {
  return { entries: [snapshot], index: 0 };
}

const sameSnapshot = (a: LyricsSnapshot, b: LyricsSnapshot) =>
  a.title === b.title && a.content === b.content;

/** The rule for a new entry: length moved by more than five characters, or another title. */
export function isSignificantChange(previous: LyricsSnapshot, next: LyricsSnapshot): boolean {
  return (
    Math.abs(next.textLength - previous.textLength) > HISTORY_MIN_LENGTH_CHANGE ||
    next.title !== previous.title
  );
}

/** Appends after the current entry (dropping anything redo could reach), oldest out past the limit. */
function push(history: LyricsHistory, snapshot: LyricsSnapshot, limit: number): LyricsHistory {
  const entries = [...history.entries.slice(0, history.index + 1), snapshot];
  const overflow = Math.max(0, entries.length - limit);
  return { entries: entries.slice(overflow), index: entries.length - 1 - overflow };
}

/** Records the editor's state after a change when the change is significant. */
export function recordChange(
  history: LyricsHistory,
  next: LyricsSnapshot,
  limit = PROJECT_HISTORY_LIMIT,
): LyricsHistory {
  const current = history.entries[history.index];
  if (current && !isSignificantChange(current, next)) return history;
  return push(history, next, limit);
}

/**
 * Keeps `snapshot` as an entry of its own whatever its size (unless it is the current one):
 * words about to be replaced wholesale (another writer's version taken) stay one Undo away.
 */
export function keepSnapshot(
  history: LyricsHistory,
  snapshot: LyricsSnapshot,
  limit = PROJECT_HISTORY_LIMIT,
): LyricsHistory {
  const current = history.entries[history.index];
  return current && sameSnapshot(current, snapshot) ? history : push(history, snapshot, limit);
}

/**
 * One step back. Edits made since the current entry (too small to record) are first kept as an
 * entry of their own, so undo never loses words and redo can bring them back.
 */
export function undoHistory(
  history: LyricsHistory,
  shown: LyricsSnapshot,
  limit = PROJECT_HISTORY_LIMIT,
): HistoryStep {
  const current = history.entries[history.index];
  if (current && !sameSnapshot(current, shown)) {
    const kept = push(history, shown, limit);
    const index = kept.index - 1;
    return { history: { ...kept, index }, restored: kept.entries[index] ?? null };
  }
  if (history.index === 0) return { history, restored: null };
  const index = history.index - 1;
  return { history: { ...history, index }, restored: history.entries[index] ?? null };
}

/** One step forward; an edit since the last undo starts a new branch, so there is no redo. */
export function redoHistory(
  history: LyricsHistory,
  shown: LyricsSnapshot,
  limit = PROJECT_HISTORY_LIMIT,
): HistoryStep {
  const current = history.entries[history.index];
  if (current && !sameSnapshot(current, shown)) {
    return { history: push(history, shown, limit), restored: null };
  }
  if (history.index >= history.entries.length - 1) return { history, restored: null };
  const index = history.index + 1;
  return { history: { ...history, index }, restored: history.entries[index] ?? null };
}

/** "3/12": the entry shown and how many there are. */
export function historyPosition(history: LyricsHistory): { position: number; total: number } {
  return { position: history.index + 1, total: history.entries.length };
}
