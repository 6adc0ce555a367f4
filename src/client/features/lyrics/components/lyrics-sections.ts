import { TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/** Song sections the panel's toolbar inserts as a "[Verse]" line (spec part 2 §2 "Studio"). */
export const LYRICS_SECTIONS = ['Verse', 'Chorus', 'Bridge'] as const;
export type LyricsSection = (typeof LYRICS_SECTIONS)[number];

/**
 * Puts a "[Label]" line (the section's name in the writer's language) at the cursor, replacing
 * any selection: on a line of its own, unformatted, with the rest of the line moved below it.
 * The cursor lands on the line after it, ready for the words. One transaction: one change.
 */
export function insertSectionLine(editor: Editor, label: string): void {
  editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      tr.deleteSelection();
      if (tr.selection.$from.parentOffset > 0) tr.split(tr.selection.from);
      const start = tr.selection.from;
      const marker = `[${label}]`;
      tr.insert(start, state.schema.text(marker));
      const end = start + marker.length;
      tr.split(end);
      // Past the paragraph's close and the next one's open: the start of the following line.
      tr.setSelection(TextSelection.create(tr.doc, end + 2));
      tr.setStoredMarks([]);
      return true;
    })
    .run();
}
