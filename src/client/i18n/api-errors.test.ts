import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { ERROR_MESSAGES } from '../../shared/error-codes';

// Every code the server can answer with must read in every language (issue 14 item 8): a code
// added to the catalogue without its translations fails here.

const apiTexts = (lng: string): unknown =>
  (
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'locales', lng, 'errors.json'), 'utf8'),
    ) as { api?: unknown }
  ).api;

/** The text at `api.<code>` (i18next splits keys at dots), or undefined. */
function textAt(tree: unknown, code: string): unknown {
  return code
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      tree,
    );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const catalogue = Object.entries<string>(ERROR_MESSAGES);

describe('server error texts in every language', () => {
  it('has English equal to the message the server sends', () => {
    const en = apiTexts('en');
    expect(catalogue.filter(([code, message]) => textAt(en, code) !== message)).toEqual([]);
  });

  for (const lng of LANGUAGES) {
    it(`translates every code in ${lng}, with the same {{placeholders}}`, () => {
      const tree = apiTexts(lng);
      const missing = catalogue
        .filter(([code]) => typeof textAt(tree, code) !== 'string')
        .map(([code]) => code);
      expect(missing).toEqual([]);
      const mismatched = catalogue
        .filter(([code, en]) => {
          const text = textAt(tree, code) as string;
          return JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(en));
        })
        .map(([code]) => code);
      expect(mismatched).toEqual([]);
    });
  }
});
