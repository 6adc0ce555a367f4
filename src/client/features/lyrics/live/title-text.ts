import type * as Y from 'yjs';

/**
 * The smallest edit that turns `before` into `after`: what is common at both ends stays, so a
 * co-writer's caret and their own typing elsewhere in the title are not replaced.
 */
export function titleEdit(
  before: string,
  after: string,
): { index: number; remove: number; insert: string } | null {
  if (before === after) return null;
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < shortest - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end += 1;
  }
  return {
    index: start,
    remove: before.length - start - end,
    insert: after.slice(start, after.length - end),
  };
}

/** Applies the title field's new value to the document's `title` text as one small edit. */
export function writeTitle(title: Y.Text, next: string, origin: unknown): void {
  const edit = titleEdit(title.toJSON(), next);
  if (!edit || !title.doc) return;
  title.doc.transact(() => {
    if (edit.remove > 0) title.delete(edit.index, edit.remove);
    if (edit.insert) title.insert(edit.index, edit.insert);
  }, origin);
}
