import { describe, expect, it } from 'vitest';
import {
  isUndoStep,
  recordChange,
  startHistory,
  STUDIO_UNDO_LIMIT,
  undoChange,
  type UndoHistory,
} from './lyrics-undo';

const draft = (text: string, title = 'Song') => ({ title, text });

/** Types `text` one character at a time, as a person would. */
function typeOut(history: UndoHistory, base: string, text: string): UndoHistory {
  let next = history;
  for (let i = 1; i <= text.length; i += 1)
    next = recordChange(next, draft(base + text.slice(0, i)));
  return next;
}

describe('isUndoStep', () => {
  it('needs more than 5 characters of length change, either way', () => {
    expect(isUndoStep(draft('hello'), draft('hello world'))).toBe(true);
    expect(isUndoStep(draft('hello'), draft('hello!!!!!'))).toBe(false);
    expect(isUndoStep(draft('hello world'), draft('hello'))).toBe(true);
  });

  it('counts any title change', () => {
    expect(isUndoStep(draft('a', 'Rain'), draft('a', 'Rai'))).toBe(true);
  });

  it('does not count a same-length rewrite', () => {
    expect(isUndoStep(draft('abcdefgh'), draft('hgfedcba'))).toBe(false);
  });
});

describe('undo history', () => {
  it('has nothing to undo at first', () => {
    expect(undoChange(startHistory(draft('')), draft(''))).toBeNull();
  });

  it('steps back to the last checkpoint when small edits were made since', () => {
    const history = recordChange(startHistory(draft('')), draft('abc'));
    expect(history.entries).toHaveLength(0);
    expect(undoChange(history, draft('abc'))?.restored).toEqual(draft(''));
  });

  it('records a checkpoint every time the text grows by more than 5 characters', () => {
    let history = startHistory(draft(''));
    history = typeOut(history, '', 'first line\n');
    history = typeOut(history, 'first line\n', 'second one');
    const current = draft('first line\nsecond one');
    const first = undoChange(history, current)!;
    expect(first.restored.text.length).toBeLessThan(current.text.length);
    // Undo walks back until the blank start, then there is nothing more.
    let step: ReturnType<typeof undoChange> = first;
    let restored = first.restored;
    while (step) {
      restored = step.restored;
      step = undoChange(step.history, restored);
    }
    expect(restored).toEqual(draft(''));
  });

  it('keeps only the last 10 entries', () => {
    let history = startHistory(draft('', 'T'));
    for (let i = 0; i < 15; i += 1) history = recordChange(history, draft('', `T${i}`));
    expect(history.entries).toHaveLength(STUDIO_UNDO_LIMIT);
    let undos = 0;
    let current = history.checkpoint;
    for (let step = undoChange(history, current); step; step = undoChange(step.history, current)) {
      current = step.restored;
      undos += 1;
    }
    expect(undos).toBe(STUDIO_UNDO_LIMIT);
    // The oldest states fell off: the furthest back is the 5th title, not the first.
    expect(current.title).toBe('T4');
  });

  it('restores the title with the text', () => {
    const history = recordChange(startHistory(draft('words', 'Old')), draft('words', 'New'));
    expect(undoChange(history, draft('words', 'New'))?.restored).toEqual(draft('words', 'Old'));
  });
});
