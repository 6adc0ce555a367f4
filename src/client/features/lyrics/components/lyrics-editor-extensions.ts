import Collaboration from '@tiptap/extension-collaboration';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Fragment, Slice } from '@tiptap/pm/model';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { PresenceCarets } from '../live/presence-carets';
import { BODY_FIELD } from '../live/live-fields';

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

/** The live document an editor shows (live/lyrics-provider.ts), and everyone's presence on it. */
export interface LyricsEditorLive {
  doc: Y.Doc;
  awareness: Awareness;
}

/**
 * Exactly what the server's sanitizer keeps (src/server/lib/sanitize-lyrics.ts): paragraphs, hard
 * breaks, bold, italic, strikethrough and palette-coloured spans. Everything else StarterKit
 * brings (headings, lists, code, quotes, rules, links, underline) is off, so the editor never
 * shows what a save would drop. With a live document, the body is its `body` fragment and undo
 * is Yjs's, which undoes only this writer's changes (decision 026); StarterKit's own history,
 * which would undo a co-writer's words too, is off. Without one (first lyrics not created yet),
 * StarterKit's history serves.
 */
export function lyricsEditorExtensions(live: LyricsEditorLive | null) {
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
      ...(live ? { undoRedo: false as const } : {}),
      trailingNode: false,
    }),
    TextStyle,
    Color,
    TabIndent,
    LineDirection,
    ...(live
      ? [
          Collaboration.configure({ document: live.doc, field: BODY_FIELD }),
          PresenceCarets.configure({ awareness: live.awareness }),
        ]
      : []),
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
