import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { lineStarts } from '../lib/editor-lines';

/** One lyric line of the editor: its text and where it starts on screen. */
export interface EditorLine {
  text: string;
  /** Top of the line's first row, in pixels from the top of `container`. */
  top: number;
  height: number;
}

const sameLines = (a: EditorLine[], b: EditorLine[]) =>
  a.length === b.length &&
  a.every(
    (line, i) => line.text === b[i]!.text && line.top === b[i]!.top && line.height === b[i]!.height,
  );

/**
 * The editor's lines measured against `container` (the box holding the gutter and the editor),
 * re-measured after every transaction and whenever the editor's width or height changes (wrapping).
 */
export function useEditorLines(editor: Editor, container: HTMLElement | null): EditorLine[] {
  const [lines, setLines] = useState<EditorLine[]>([]);

  useEffect(() => {
    if (!container) return;
    const measure = () => {
      if (editor.isDestroyed) return;
      const origin = container.getBoundingClientRect().top;
      const next = lineStarts(editor.state.doc).map(({ text, pos }) => {
        const coords = editor.view.coordsAtPos(pos);
        return {
          text,
          top: Math.round(coords.top - origin),
          height: Math.round(coords.bottom - coords.top),
        };
      });
      setLines((current) => (sameLines(current, next) ? current : next));
    };
    measure();
    // Every transaction, not only the writer's updates: content shown without an update event
    // (a restored or reloaded document, setContent with emitUpdate false) moves lines too, and
    // the gutter kept the old ones. sameLines keeps a transaction that moved nothing cheap.
    editor.on('transaction', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(editor.view.dom);
    return () => {
      editor.off('transaction', measure);
      observer.disconnect();
    };
  }, [editor, container]);

  return lines;
}
