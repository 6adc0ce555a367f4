import { Color, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

/**
 * The schema-making extensions of the lyrics editor, in one place for the editor and the server
 * (which builds the same ProseMirror schema with `getSchema` to turn stored HTML into the live
 * document): paragraphs, hard breaks, bold, italic, strikethrough and palette-coloured text, the
 * set the HTML sanitizer keeps (src/server/lib/sanitize-lyrics.ts) and LYRICS_DOC_NODES/MARKS
 * name. Everything else StarterKit brings is off; so is its undo history (Yjs keeps one).
 */
export function lyricsDocumentExtensions() {
  return [
    StarterKit.configure({
      heading: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      code: false,
      codeBlock: false,
      blockquote: false,
      horizontalRule: false,
      link: false,
      underline: false,
      undoRedo: false,
      trailingNode: false,
    }),
    TextStyle,
    Color,
  ];
}
