import { describe, expect, it } from 'vitest';
import {
  historyPosition,
  isSignificantChange,
  keepSnapshot,
  PROJECT_HISTORY_LIMIT,
  recordChange,
  redoHistory,
  startHistory,
  undoHistory,
  type LyricsSnapshot,
} from './lyrics-history';

const snap = (text: string, title = 'Song'): LyricsSnapshot => ({
  title,
  content: `<p>${text}</p>`,
  textLength: text.length,
});

describe('isSignificantChange', () => {
  it('needs more than five characters of length change', () => {
    expect(isSignificantChange(snap('hello'), snap('hello world'))).toBe(true);
    expect(isSignificantChange(snap('hello'), snap('hello wor'))).toBe(false);
    expect(isSignificantChange(snap('hello world'), snap('hello'))).toBe(true);
  });

  it('counts any title change', () => {
    expect(isSignificantChange(snap('a'), snap('a', 'Other'))).toBe(true);
  });
});

describe('recordChange', () => {
  it('adds an entry for a significant change and ignores small ones', () => {
    let history = startHistory(snap(''));
    history = recordChange(history, snap('abc'));
    expect(historyPosition(history)).toEqual({ position: 1, total: 1 });
    history = recordChange(history, snap('abcdefg'));
    expect(historyPosition(history)).toEqual({ position: 2, total: 2 });
  });

  it('keeps at most the limit, dropping the oldest', () => {
    let history = startHistory(snap(''));
    for (let i = 1; i <= PROJECT_HISTORY_LIMIT + 10; i += 1) {
      history = recordChange(history, snap('x'.repeat(i * 6)));
    }
    expect(history.entries).toHaveLength(PROJECT_HISTORY_LIMIT);
    expect(history.index).toBe(PROJECT_HISTORY_LIMIT - 1);
    expect(history.entries[0]?.textLength).toBe(11 * 6);
  });

  it('honours a smaller limit (the studio panel keeps 10)', () => {
    let history = startHistory(snap(''));
    for (let i = 1; i <= 20; i += 1) history = recordChange(history, snap('y'.repeat(i * 6)), 10);
    expect(history.entries).toHaveLength(10);
  });

  it('drops the redo branch when a new change is recorded after an undo', () => {
    let history = startHistory(snap(''));
    history = recordChange(history, snap('first line'));
    history = recordChange(history, snap('first line second'));
    history = undoHistory(history, snap('first line second')).history;
    history = recordChange(history, snap('first line other words'));
    expect(history.entries.map((e) => e.textLength)).toEqual([0, 10, 22]);
  });
});

describe('undoHistory and redoHistory', () => {
  it('walks back and forth and says when there is nothing more', () => {
    let history = startHistory(snap(''));
    history = recordChange(history, snap('verse one'));
    history = recordChange(history, snap('verse one, verse two'));

    let step = undoHistory(history, snap('verse one, verse two'));
    expect(step.restored?.content).toBe('<p>verse one</p>');
    step = undoHistory(step.history, snap('verse one'));
    expect(step.restored?.content).toBe('<p></p>');
    expect(historyPosition(step.history)).toEqual({ position: 1, total: 3 });
    const nothing = undoHistory(step.history, snap(''));
    expect(nothing.restored).toBeNull();

    step = redoHistory(step.history, snap(''));
    expect(step.restored?.content).toBe('<p>verse one</p>');
    step = redoHistory(step.history, snap('verse one'));
    expect(step.restored?.content).toBe('<p>verse one, verse two</p>');
    expect(redoHistory(step.history, snap('verse one, verse two')).restored).toBeNull();
  });

  it('keeps small unrecorded edits as an entry before stepping back', () => {
    let history = startHistory(snap('hello'));
    history = recordChange(history, snap('hello!!'));
    const step = undoHistory(history, snap('hello!!'));
    expect(step.restored?.content).toBe('<p>hello</p>');
    expect(historyPosition(step.history)).toEqual({ position: 1, total: 2 });
    expect(step.history.entries[1]?.content).toBe('<p>hello!!</p>');
    const redo = redoHistory(step.history, snap('hello'));
    expect(redo.restored?.content).toBe('<p>hello!!</p>');
  });

  it('restores the title with the content', () => {
    let history = startHistory(snap('words', 'Old title'));
    history = recordChange(history, snap('words', 'New title'));
    const step = undoHistory(history, snap('words', 'New title'));
    expect(step.restored?.title).toBe('Old title');
  });

  it('has no redo after an edit made since the undo', () => {
    let history = startHistory(snap(''));
    history = recordChange(history, snap('a long first line'));
    const undone = undoHistory(history, snap('a long first line')).history;
    const redo = redoHistory(undone, snap('ab'));
    expect(redo.restored).toBeNull();
    expect(historyPosition(redo.history)).toEqual({ position: 2, total: 2 });
  });
});

describe('keepSnapshot', () => {
  it('keeps a change too small to record, so one Undo brings it back after a wholesale swap', () => {
    const start = startHistory(snap('First line'));
    const mine = snap('First line B');
    expect(recordChange(start, mine)).toBe(start);
    const kept = keepSnapshot(start, mine);
    expect(kept.entries).toEqual([snap('First line'), mine]);
    const step = undoHistory(kept, snap('First line A'));
    expect(step.restored).toEqual(mine);
  });

  it('adds nothing when the snapshot is the current entry', () => {
    const start = startHistory(snap('Same'));
    expect(keepSnapshot(start, snap('Same'))).toBe(start);
  });
});
