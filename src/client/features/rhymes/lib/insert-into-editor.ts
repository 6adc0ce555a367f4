import type { Editor } from '@tiptap/react';
import { textToInsert } from './rhyme-word';

/** Puts a rhyme right after the selection (never over it), spaced as a word; the cursor follows it. */
export function insertWordAfterSelection(editor: Editor, word: string): void {
  const { to, $to } = editor.state.selection;
  const offset = $to.parentOffset;
  const parent = $to.parent;
  const before = parent.textBetween(Math.max(0, offset - 1), offset, '\n', '\n');
  const after = parent.textBetween(offset, Math.min(parent.content.size, offset + 1), '\n', '\n');
  const text = textToInsert(word, before, after);
  editor
    .chain()
    .insertContentAt(to, { type: 'text', text })
    .setTextSelection(to + text.length)
    .run();
}

/** Adds a suggested line as a new paragraph after the one holding the cursor. */
export function insertLineAfterCursor(editor: Editor, line: string): void {
  const { $to } = editor.state.selection;
  const at = $to.depth > 0 ? $to.after(1) : editor.state.doc.content.size;
  editor
    .chain()
    .insertContentAt(at, { type: 'paragraph', content: [{ type: 'text', text: line }] })
    .setTextSelection(at + 1 + line.length)
    .run();
}
