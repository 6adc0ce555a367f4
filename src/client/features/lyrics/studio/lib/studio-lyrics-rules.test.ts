import { describe, expect, it } from 'vitest';
import { UNTITLED_SONG } from '../../../../../shared/schemas/lyrics';
import { prepareLyricsSave } from './studio-lyrics-rules';

describe('prepareLyricsSave', () => {
  it('saves nothing when both title and text are blank', () => {
    expect(prepareLyricsSave({ title: '  ', text: '\n \n' })).toEqual({ kind: 'blank' });
  });

  it('saves a blank title as "Untitled Song"', () => {
    expect(prepareLyricsSave({ title: ' ', text: 'First line' })).toEqual({
      kind: 'save',
      title: UNTITLED_SONG,
      content: 'First line',
    });
  });

  it('trims the title but keeps the text as written, indentation and breaks included', () => {
    expect(prepareLyricsSave({ title: ' Rain ', text: '  one\ntwo\n' })).toEqual({
      kind: 'save',
      title: 'Rain',
      content: '  one\ntwo\n',
    });
  });

  it('waits for words when only a title is written (the server refuses blank lyrics)', () => {
    expect(prepareLyricsSave({ title: 'Rain', text: '   ' })).toEqual({ kind: 'needs-text' });
  });
});
