import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReleaseChecklist } from '../../../../shared/schemas/releases';
import de from '../../../i18n/locales/de/releases.json';
import en from '../../../i18n/locales/en/releases.json';
import { ChecklistLines } from './checklist-lines';

const RELEASE = '/releases/7d9c1f7e-1b7a-4a55-9a3e-0c1d2e3f4a5b';
const CHECKLIST: ReleaseChecklist = {
  ready: false,
  release: [
    { code: 'tracks', ok: true, fix: RELEASE },
    { code: 'upc', ok: false, fix: RELEASE },
  ],
  tracks: [
    {
      audioId: 'a1',
      title: 'First Light',
      lines: [{ code: 'makeSong', ok: false, fix: '/projects/p1?tab=audio' }],
    },
    {
      audioId: 'a2',
      title: 'Harbour',
      lines: [
        { code: 'isrc', ok: true, fix: RELEASE },
        { code: 'credits', ok: false, fix: '/projects/p2?tab=credits' },
      ],
    },
  ],
};

async function render(language: 'en' | 'de', onMakeSong?: (audioId: string) => void) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { releases: en }, de: { releases: de } },
    ns: ['releases'],
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[RELEASE]}>
        <ChecklistLines checklist={CHECKLIST} onMakeSong={onMakeSong} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const decoded = (text: string) =>
  text.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** The links of the markup: [href, text]. */
const linksIn = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [
    decoded(match[1]!),
    decoded(match[2]!),
  ]);

describe('the readiness checklist', () => {
  it('makes each failing line a link to what fixes it, and passing lines plain text', async () => {
    const html = await render('en');
    expect(linksIn(html)).toEqual([
      // On the editor itself: an anchor to its field, which the browser scrolls to.
      ['#release-upc', en.checklist.lines.upc],
      ['/projects/p1?tab=audio', en.checklist.lines.makeSong],
      ['/projects/p2?tab=credits', en.checklist.lines.credits],
    ]);
    expect(html).toContain(en.checklist.lines.tracks);
    expect(html).toContain(en.checklist.lines.isrc);
  });

  it('tells screen readers which lines pass and which are missing', async () => {
    const html = await render('en');
    expect(html.split(en.checklist.passed).length - 1).toBe(2);
    expect(html.split(en.checklist.missing).length - 1).toBe(3);
  });

  it('groups the lines under each track by its title', async () => {
    const html = await render('en');
    expect(html).toMatch(/<h3[^>]*>First Light<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>Harbour<\/h3>/);
  });

  it('offers "Make it a song" on a library track when it can act', async () => {
    expect(await render('en')).not.toContain('Make First Light a song');
    expect(await render('en', () => undefined)).toContain('Make First Light a song');
  });

  it('reads in the person language', async () => {
    const html = await render('de');
    expect(linksIn(html).map(([, text]) => text)).toEqual([
      de.checklist.lines.upc,
      de.checklist.lines.makeSong,
      de.checklist.lines.credits,
    ]);
    expect(de.checklist.lines.upc).not.toBe(en.checklist.lines.upc);
  });
});
