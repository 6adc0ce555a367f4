import Collaboration from '@tiptap/extension-collaboration';
import { Fragment, Slice } from '@tiptap/pm/model';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { PresenceCarets } from '../live/presence-carets';
import { LYRICS_DOC_FIELD } from '../../../../shared/lyrics-document';
import { lyricsDocumentExtensions } from '../../../../shared/lyrics-document-extensions';

const TAB_SPACES = '    ';

/**
 * Tab writes four spaces (spec part 2 §2). So that keyboard users are never trapped, Escape
 * releases the next Tab to the browser (Shift+Tab always moves focus back).
 */
const TabIndent = Extension.create<unknown, { released: boolean }>({
  name: 'lyricsTabIndent',
  addStorage: () => ({ released: false }),
  addKeyboardShortcuts() {
    return {
      Tab: () => {
        if (this.storage.released) {
          this.storage.released = false;
          return false;
        }
        const { state, dispatch } = this.editor.view;
        dispatch(state.tr.insertText(TAB_SPACES).scrollIntoView());
        return true;
      },
      Escape: () => {
        this.storage.released = true;
        return true;
      },
    };
  },
  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin({
        props: {
          handleKeyDown: (_view, event) => {
            if (event.key !== 'Escape' && event.key !== 'Tab') storage.released = false;
            return false;
          },
        },
      }),
    ];
  },
});

/** `dir="auto"` on every line (paragraph) of a document. */
function lineDirections(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.forEach((node, offset) => {
    decorations.push(Decoration.node(offset, offset + node.nodeSize, { dir: 'auto' }));
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * Each line takes its direction from its own first letters (issue 25 item 8): a Hebrew or Arabic
 * line reads right to left, aligned right, between English ones. A view decoration, not a stored
 * attribute: the saved HTML stays what the sanitizer keeps. Recomputed only when the words change.
 */
export const LineDirection = Extension.create({
  name: 'lyricsLineDirection',
  addProseMirrorPlugins() {
    const key = new PluginKey<DecorationSet>('lyricsLineDirection');
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: (_config, state) => lineDirections(state.doc),
          apply: (tr, previous) => (tr.docChanged ? lineDirections(tr.doc) : previous),
        },
        props: { decorations: (state) => key.getState(state) },
      }),
    ];
  },
});

/** The document an editor shows (live/lyrics-provider.ts, or a local one for first lyrics). */
export interface LyricsEditorLive {
  doc: Y.Doc;
  awareness: Awareness;
}

/**
 * The document's own extensions (src/shared/lyrics-document-extensions.ts: exactly what the
 * server's sanitizer and its document checks keep, so the editor never shows what would be
 * dropped) and the editor's: Tab, line directions, the body as the document's `body` fragment
 * (Collaboration) and everyone's carets. Undo is Yjs's, which undoes only this writer's changes
 * (decision 026); StarterKit's own history, which would undo a co-writer's words too, is off.
 */
export function lyricsEditorExtensions(live: LyricsEditorLive) {
  return [
    ...lyricsDocumentExtensions(),
    TabIndent,
    LineDirection,
    Collaboration.configure({ document: live.doc, field: LYRICS_DOC_FIELD }),
    PresenceCarets.configure({ awareness: live.awareness }),
  ];
}
/**
 * Pastes the clipboard's plain text only (spec part 2 §2): formatting and markup from other
 * pages never come in, and each pasted line becomes a paragraph.
 */
export function pastePlainText(view: EditorView, event: ClipboardEvent): boolean {
  const text = event.clipboardData?.getData('text/plain');
  if (text === undefined) return false;
  const { schema } = view.state;
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => schema.nodes.paragraph!.create(null, line ? schema.text(line) : undefined));
  view.dispatch(
    view.state.tr.replaceSelection(new Slice(Fragment.from(paragraphs), 1, 1)).scrollIntoView(),
  );
  return true;
}
