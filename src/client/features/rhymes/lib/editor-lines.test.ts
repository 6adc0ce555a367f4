import { Schema } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { lineStarts, wordBefore } from './editor-lines';

// The lyrics editor's node types, by the names Tiptap gives them.
const schema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'inline*' },
    hardBreak: { inline: true, group: 'inline' },
    text: { group: 'inline' },
  },
  marks: { bold: {} },
});
/** A paragraph of text pieces, 'BR' standing for a hard break. */
const p = (...parts: string[]) =>
  schema.node(
    'paragraph',
    null,
    parts.map((part) => (part === 'BR' ? schema.node('hardBreak') : schema.text(part))),
  );

describe('lineStarts', () => {
  it('splits paragraphs at hard breaks and places each line where its text starts', () => {
    const doc = schema.node('doc', null, [
      p('City ', 'lights', 'BR', 'so bright'),
      schema.node('paragraph'),
      p('again'),
    ]);
    const lines = lineStarts(doc);
    expect(lines.map((line) => line.text)).toEqual(['City lights', 'so bright', '', 'again']);
    for (const line of lines) {
      expect(doc.textBetween(line.pos, line.pos + line.text.length)).toBe(line.text);
    }
  });

  it('keeps formatted text in its line', () => {
    const bold = schema.text('loud', [schema.marks.bold.create()]);
    const doc = schema.node('doc', null, [
      schema.node('paragraph', null, [bold, schema.text(' words')]),
    ]);
    expect(lineStarts(doc)).toEqual([{ text: 'loud words', pos: 1 }]);
  });
});

describe('wordBefore', () => {
  it('reads the word the cursor ends', () => {
    expect(wordBefore('my heart', 8)).toBe('heart');
    expect(wordBefore('my heart', 5)).toBe('he');
    expect(wordBefore('my heart ', 9)).toBe('');
  });
});
