import { updateYFragment } from '@tiptap/y-tiptap';
import type * as Y from 'yjs';
import { LYRICS_DOC_FIELD, LYRICS_TITLE_FIELD } from '../../../shared/lyrics-document.js';
import { lyricsHtmlToJson, lyricsSchema } from './lyrics-doc-html.js';

/**
 * Makes the document show `content` (sanitized lyrics HTML) and `title`, changing only what
 * differs: y-prosemirror's own diff of a ProseMirror document into the fragment (what an editor
 * does on every keystroke), so open editors keep their carets and a co-writer's words typed at
 * the same time elsewhere in the song stay.
 */
export function writeIntoDoc(doc: Y.Doc, shown: { content?: string; title?: string }): void {
  if (shown.content !== undefined) {
    const node = lyricsSchema.nodeFromJSON(lyricsHtmlToJson(shown.content));
    updateYFragment(doc, doc.getXmlFragment(LYRICS_DOC_FIELD), node, {
      mapping: new Map(),
      isOMark: new Map(),
    });
  }
  if (shown.title !== undefined) {
    const title = doc.getText(LYRICS_TITLE_FIELD);
    if (title.toJSON() !== shown.title) {
      title.delete(0, title.length);
      title.insert(0, shown.title);
    }
  }
}
