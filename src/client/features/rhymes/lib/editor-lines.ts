import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** A lyric line of the document: its text and the position where it starts. */
export interface LineStart {
  text: string;
  pos: number;
}

/** Lyric lines of an editor document: each paragraph, split again at its hard breaks. */
export function lineStarts(doc: ProseMirrorNode): LineStart[] {
  const lines: LineStart[] = [];
  doc.forEach((block, blockOffset) => {
    let start = blockOffset + 1;
    let text = '';
    block.forEach((child, childOffset) => {
      if (child.type.name === 'hardBreak') {
        lines.push({ text, pos: start });
        text = '';
        start = blockOffset + 1 + childOffset + 1;
      } else {
        text += child.textContent;
      }
    });
    lines.push({ text, pos: start });
  });
  return lines;
}

/** The word that ends just before `offset` in `text` (where the cursor is), or ''. */
export function wordBefore(text: string, offset: number): string {
  return /(?<![\p{L}'’])[\p{L}'’]+$/u.exec(text.slice(0, offset))?.[0] ?? '';
}
