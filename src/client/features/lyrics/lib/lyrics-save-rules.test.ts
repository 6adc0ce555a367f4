import { describe, expect, it } from 'vitest';
import { UNTITLED_SONG } from '../../../../shared/schemas/lyrics';
import { lyricsHaveText, missingLyricsPart, titleToSave } from './lyrics-save-rules';

describe('missingLyricsPart', () => {
  it('accepts a title and some text', () => {
    expect(missingLyricsPart('Song', '<p>words</p>')).toBeNull();
  });

  it('names what is blank after trimming', () => {
    expect(missingLyricsPart('  ', '<p>words</p>')).toBe('title');
    expect(missingLyricsPart('Song', '<p></p><p>&nbsp; </p>')).toBe('content');
    expect(missingLyricsPart('', '<p><strong> </strong></p>')).toBe('both');
  });
});

describe('lyricsHaveText', () => {
  it('sees text inside formatting', () => {
    expect(lyricsHaveText('<p><span style="color:#f87171">la</span></p>')).toBe(true);
  });
});

describe('titleToSave', () => {
  it('saves a blank title as "Untitled Song" in the panel', () => {
    expect(titleToSave('  ', true)).toBe(UNTITLED_SONG);
    expect(titleToSave('Rain', true)).toBe('Rain');
  });

  it('keeps a blank title blank in the project tab (the save waits for one)', () => {
    expect(titleToSave(' ', false)).toBe(' ');
  });
});
