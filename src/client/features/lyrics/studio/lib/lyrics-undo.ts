import type { StudioLyricsDraft } from './studio-lyrics-rules';

/** Spec part 2 §4/§9: the studio panel keeps 10 undo entries… */
export const STUDIO_UNDO_LIMIT = 10;
/** …and records one when the text length changes by more than 5 characters or the title changes. */
export const UNDO_LENGTH_STEP = 5;

/**
 * Undo history: `entries` are earlier checkpoints, oldest first; `checkpoint` is the last state
 * recorded. Typing between checkpoints is not recorded, so one undo steps back a phrase, not a
 * keystroke.
 */
export interface UndoHistory {
  entries: readonly StudioLyricsDraft[];
  checkpoint: StudioLyricsDraft;
}

export function startHistory(initial: StudioLyricsDraft): UndoHistory {
  return { entries: [], checkpoint: initial };
}

function sameDraft(a: StudioLyricsDraft, b: StudioLyricsDraft): boolean {
  return a.title === b.title && a.text === b.text;
}

/** Whether `next` is far enough from the last checkpoint to become an entry of its own. */
export function isUndoStep(checkpoint: StudioLyricsDraft, next: StudioLyricsDraft): boolean {
  return (
    checkpoint.title !== next.title ||
    Math.abs(next.text.length - checkpoint.text.length) > UNDO_LENGTH_STEP
  );
}

/** The history after the draft changed to `next`: the old checkpoint becomes an entry when it is a step. */
export function recordChange(history: UndoHistory, next: StudioLyricsDraft): UndoHistory {
  if (!isUndoStep(history.checkpoint, next)) return history;
  return {
    entries: [...history.entries, history.checkpoint].slice(-STUDIO_UNDO_LIMIT),
    checkpoint: next,
  };
}

/**
 * One undo from `current`: back to the last checkpoint when there are unrecorded edits since,
 * else to the entry before it. `null` when there is nothing to undo.
 */
export function undoChange(
  history: UndoHistory,
  current: StudioLyricsDraft,
): { history: UndoHistory; restored: StudioLyricsDraft } | null {
  if (!sameDraft(current, history.checkpoint)) {
    return { history, restored: history.checkpoint };
  }
  const restored = history.entries.at(-1);
  if (!restored) return null;
  return { history: { entries: history.entries.slice(0, -1), checkpoint: restored }, restored };
}
