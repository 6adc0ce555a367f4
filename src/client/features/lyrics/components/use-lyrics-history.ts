import { useCallback, useRef, useState } from 'react';
import {
  historyPosition,
  keepSnapshot,
  recordChange,
  redoHistory,
  startHistory,
  undoHistory,
  type LyricsHistory,
  type LyricsSnapshot,
  PROJECT_HISTORY_LIMIT,
} from '../lib/lyrics-history';

/**
 * The editor's history (lib/lyrics-history.ts) held for a component, with its position counter;
 * `limit` entries at most (50 in the project tab, 10 in the player's panel).
 */
export function useLyricsHistory(loaded: () => LyricsSnapshot, limit = PROJECT_HISTORY_LIMIT) {
  const historyRef = useRef<LyricsHistory | null>(null);
  historyRef.current ??= startHistory(loaded());
  const [counter, setCounter] = useState(() => historyPosition(historyRef.current!));

  const commit = useCallback((next: LyricsHistory) => {
    historyRef.current = next;
    setCounter(historyPosition(next));
  }, []);

  const record = useCallback(
    (snapshot: LyricsSnapshot) => commit(recordChange(historyRef.current!, snapshot, limit)),
    [commit, limit],
  );

  /** Keeps `snapshot` as its own entry, however small the change (lib: keepSnapshot). */
  const keep = useCallback(
    (snapshot: LyricsSnapshot) => commit(keepSnapshot(historyRef.current!, snapshot, limit)),
    [commit, limit],
  );

  /** One step back from what is shown; null when there is nothing to undo. */
  const undo = useCallback(
    (shown: LyricsSnapshot) => {
      const step = undoHistory(historyRef.current!, shown, limit);
      commit(step.history);
      return step.restored;
    },
    [commit, limit],
  );

  const redo = useCallback(
    (shown: LyricsSnapshot) => {
      const step = redoHistory(historyRef.current!, shown, limit);
      commit(step.history);
      return step.restored;
    },
    [commit, limit],
  );

  return { ...counter, record, keep, undo, redo };
}
