import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants.js';
import { fill, MAIL_WORDING } from './mail-wording.js';

/** Every text of a wording by its dotted key. */
function textsOf(node: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(at, value);
    else for (const [inner, text] of textsOf(value, at)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('e-mail wording', () => {
  const english = textsOf(MAIL_WORDING.en);

  for (const language of LANGUAGES) {
    it(`${language} has every text of English, with the same {{placeholders}}`, () => {
      const texts = textsOf(MAIL_WORDING[language]);
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect({ key, names: placeholders(texts.get(key)!) }).toEqual({
          key,
          names: placeholders(text),
        });
      }
    });
  }

  it('fills placeholders, leaving values with $ signs as they are', () => {
    expect(fill('Hello {{name}}, {{missing}}', { name: 'A$&B' })).toBe('Hello A$&B, {{missing}}');
  });
});
