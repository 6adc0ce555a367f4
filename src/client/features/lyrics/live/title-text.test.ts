import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { titleEdit, writeTitle } from './title-text';

describe('the title as a shared text', () => {
  it('finds the smallest edit', () => {
    expect(titleEdit('Summer Song', 'Summer Song')).toBeNull();
    expect(titleEdit('Summer Song', 'Summer Love Song')).toEqual({
      index: 7,
      remove: 0,
      insert: 'Love ',
    });
    expect(titleEdit('Summer Song', 'Summer')).toEqual({ index: 6, remove: 5, insert: '' });
    expect(titleEdit('aaa', 'aa')).toEqual({ index: 2, remove: 1, insert: '' });
    expect(titleEdit('', 'New')).toEqual({ index: 0, remove: 0, insert: 'New' });
  });

  it('keeps a co-writer’s concurrent edit elsewhere in the title', () => {
    const mine = new Y.Doc();
    const theirs = new Y.Doc();
    mine.getText('title').insert(0, 'Summer Song');
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));

    writeTitle(mine.getText('title'), 'Summer Song Two', 'me');
    writeTitle(theirs.getText('title'), 'Late Summer Song', 'them');
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(theirs));
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));

    expect(mine.getText('title').toJSON()).toBe('Late Summer Song Two');
    expect(theirs.getText('title').toJSON()).toBe('Late Summer Song Two');
  });
});
