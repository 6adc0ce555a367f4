import { useCallback, useRef, useState } from 'react';
import {
  historyPosition,
  recordChange,
  redoHistory,
  startHistory,
  undoHistory,
  type LyricsHistory,
  type LyricsSnapshot,
} from '../lib/lyrics-history';

/** The tab's history (lib/lyrics-history.ts) held for a component, with its position counter. */
export function useLyricsHistory(loaded: () => LyricsSnapshot) {
  const historyRef = useRef<LyricsHistory | null>(null);
  historyRef.current ??= startHistory(loaded());
  const [counter, setCounter] = useState(() => historyPosition(historyRef.current!));

  const commit = useCallback((next: LyricsHistory) => {
    historyRef.current = next;
    setCounter(historyPosition(next));
  }, []);

  const record = useCallback(
    (snapshot: LyricsSnapshot) => commit(recordChange(historyRef.current!, snapshot)),
    [commit],
  );

  /** One step back from what is shown; null when there is nothing to undo. */
  const undo = useCallback(
    (shown: LyricsSnapshot) => {
      const step = undoHistory(historyRef.current!, shown);
      commit(step.history);
      return step.restored;
    },
    [commit],
  );

  const redo = useCallback(
    (shown: LyricsSnapshot) => {
      const step = redoHistory(historyRef.current!, shown);
      commit(step.history);
      return step.restored;
    },
    [commit],
  );

  return { ...counter, record, undo, redo };
}
