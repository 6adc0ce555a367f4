/** Song sections the studio editor inserts as a "[Verse]" line (spec part 2 §2 "Studio"). */
export const LYRICS_SECTIONS = ['Verse', 'Chorus', 'Bridge'] as const;
export type LyricsSection = (typeof LYRICS_SECTIONS)[number];

/** Plain-text emphasis markers: **bold** and *italic*. */
export const EMPHASIS_MARKERS = { bold: '**', italic: '*' } as const;
export type Emphasis = keyof typeof EMPHASIS_MARKERS;

/** A text edit's result: the new text and the selection to put back in the textarea. */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * Inserts a "[Label]" line (the section's name in the writer's language) at the cursor, replacing
 * any selection: on a line of its own, with a line break added before and after when the
 * neighbours are not already breaks. The cursor lands on the line after it, ready for the words.
 */
export function insertSection(text: string, start: number, end: number, label: string): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before.length === 0 || before.endsWith('\n') ? '' : '\n';
  const tail = after.startsWith('\n') ? '' : '\n';
  const inserted = `${lead}[${label}]${tail}`;
  // After an inserted "\n" the cursor is on the new line; after an existing one, step over it.
  const cursor = before.length + inserted.length + (tail ? 0 : 1);
  return { text: before + inserted + after, selectionStart: cursor, selectionEnd: cursor };
}

/**
 * Wraps the selection in the emphasis marker (the selection stays on the words); with nothing
 * selected, inserts a pair and puts the cursor between them.
 */
export function wrapEmphasis(text: string, start: number, end: number, kind: Emphasis): TextEdit {
  const marker = EMPHASIS_MARKERS[kind];
  const selected = text.slice(start, end);
  const next = text.slice(0, start) + marker + selected + marker + text.slice(end);
  return {
    text: next,
    selectionStart: start + marker.length,
    selectionEnd: end + marker.length,
  };
}
