import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';

const root = path.join(import.meta.dirname, 'locales');
const read = (lng: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, lng, file), 'utf8')) as Record<string, unknown>;

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  const namespaces = readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

  it('has English namespaces to compare against', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    for (const ns of namespaces) {
      it(`${lng}/${ns} has every key of en/${ns}`, () => {
        const english = keysOf(read('en', ns));
        const other = new Set(keysOf(read(lng, ns)));
        expect(english.filter((key) => !other.has(key))).toEqual([]);
      });
    }
  }
});
