import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';

// Issue 25 item 9: the footers said "© 2025" in every language, whatever the year. Each
// copyright line takes the year it is shown in.
const FOOTERS = [
  ['common', 'copyright'],
  ['auth', 'footer.copyright'],
  ['shell', 'footer.copyright'],
] as const;

const load = (lng: string, ns: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'locales', lng, `${ns}.json`), 'utf8'),
  ) as Record<string, unknown>;

describe('copyright lines', () => {
  it.each(LANGUAGES)('say the year they are shown in (%s)', async (lng) => {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: Object.fromEntries(FOOTERS.map(([ns]) => [ns, load(lng, ns)])) },
      interpolation: { escapeValue: false },
    });
    for (const [ns, key] of FOOTERS) {
      const line = i18n.t(key, { ns, year: 2031 });
      expect(line, `${lng} ${ns}:${key}`).toMatch(/^© 2031 Trackroom/);
    }
  });
});
