import { describe, expect, it } from 'vitest';
import { insertSection, wrapEmphasis } from './lyrics-markup';

describe('insertSection', () => {
  it('puts the marker on its own line in an empty text, cursor on the next line', () => {
    expect(insertSection('', 0, 0, 'Verse')).toEqual({
      text: '[Verse]\n',
      selectionStart: 8,
      selectionEnd: 8,
    });
  });

  it('breaks the line first when the cursor is mid-text', () => {
    const edit = insertSection('la la', 5, 5, 'Chorus');
    expect(edit.text).toBe('la la\n[Chorus]\n');
    expect(edit.selectionStart).toBe(edit.text.length);
  });

  it('reuses an existing line break after the cursor', () => {
    const edit = insertSection('one\ntwo', 3, 3, 'Bridge');
    expect(edit.text).toBe('one\n[Bridge]\ntwo');
    expect(edit.text.slice(edit.selectionStart)).toBe('two');
  });

  it('at the start of a line adds no blank line above', () => {
    const edit = insertSection('one\ntwo', 4, 4, 'Verse');
    expect(edit.text).toBe('one\n[Verse]\ntwo');
    expect(edit.text.slice(edit.selectionStart)).toBe('two');
  });

  it('replaces a selection', () => {
    expect(insertSection('one\nXX\ntwo', 4, 6, 'Verse').text).toBe('one\n[Verse]\ntwo');
  });
});

describe('wrapEmphasis', () => {
  it('wraps the selection in ** for bold and keeps the words selected', () => {
    const edit = wrapEmphasis('I love you', 2, 6, 'bold');
    expect(edit.text).toBe('I **love** you');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('love');
  });

  it('wraps in * for italic', () => {
    expect(wrapEmphasis('soft', 0, 4, 'italic').text).toBe('*soft*');
  });

  it('with no selection inserts a pair and puts the cursor between', () => {
    const edit = wrapEmphasis('ab', 1, 1, 'bold');
    expect(edit.text).toBe('a****b');
    expect(edit).toMatchObject({ selectionStart: 3, selectionEnd: 3 });
  });
});
