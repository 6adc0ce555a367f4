import { describe, expect, it } from 'vitest';
import { countLineSyllables } from '../../../../shared/syllables';
import { dictionaryCountsOf, lineSyllables } from './line-syllables';

describe('lineSyllables', () => {
  it('counts every line at once with the heuristic', () => {
    expect(lineSyllables(['my heart', '', 'beautiful'], 'en', new Map())).toEqual([
      2,
      0,
      countLineSyllables('beautiful', 'en'),
    ]);
  });

  it('prefers the dictionary count of an unchanged line', () => {
    const dictionary = dictionaryCountsOf('fire and ice\nhello', [4, 2]);
    expect(lineSyllables(['fire and ice', 'new line here'], 'en', dictionary)).toEqual([
      4,
      countLineSyllables('new line here', 'en'),
    ]);
  });

  it('ignores an answer that does not match the lines sent', () => {
    expect(dictionaryCountsOf('a\nb', [1]).size).toBe(0);
    expect(dictionaryCountsOf('a', undefined).size).toBe(0);
  });
});
