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
      position: 1,
      audioId: 'a1',
      title: 'First Light',
      lines: [{ code: 'makeSong', ok: false, fix: '/projects/p1?tab=audio' }],
    },
    {
      position: 2,
      audioId: 'a2',
      title: 'Harbour',
      lines: [
        { code: 'isrc', ok: true, fix: RELEASE },
        { code: 'credits', ok: false, fix: '/projects/p2?tab=credits' },
      ],
    },
  ],
};

async function render(
  language: 'en' | 'de',
  onMakeSong?: (audioId: string) => void,
  checklist: ReleaseChecklist = CHECKLIST,
) {
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
        <ChecklistLines checklist={checklist} onMakeSong={onMakeSong} />
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

  it('groups the lines under each track by its number and title', async () => {
    const html = await render('en');
    expect(html).toMatch(/<h3[^>]*>1\. First Light<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>2\. Harbour<\/h3>/);
  });

  it('says what a failing line found, in the reader’s language, inside its link', async () => {
    const fix = '/projects/p3?tab=audio';
    const lines: ReleaseChecklist['tracks'][number]['lines'] = [
      {
        code: 'lossless',
        ok: false,
        fix,
        params: { container: 'mp3', sampleRate: 44100, bitDepth: 0 },
      },
      {
        code: 'splits',
        ok: false,
        fix: '/projects/p3?tab=splits',
        params: { splitType: 'publishing', percent: 87.5 },
      },
      {
        code: 'loudness',
        ok: false,
        fix,
        params: { lufs: -9.5, target: -14 },
      },
    ];
    const checklist = {
      ready: false,
      release: [],
      tracks: [{ position: 3, audioId: 'a3', title: 'Tide', lines }],
    };
    expect(linksIn(await render('en', undefined, checklist)).map(([, text]) => text)).toEqual([
      `${en.checklist.lines.lossless} (this master: MP3 · 44.1 kHz)`,
      `${en.checklist.lines.splits} (publishing: 87.5 %)`,
      `${en.checklist.lines.loudness} (measured -9.5 LUFS, target -14 LUFS)`,
    ]);
    expect(linksIn(await render('de', undefined, checklist)).map(([, text]) => text)).toEqual([
      `${de.checklist.lines.lossless} (dieser Master: MP3 · 44,1 kHz)`,
      `${de.checklist.lines.splits} (Verlag: 87,5 %)`,
      `${de.checklist.lines.loudness} (gemessen -9,5 LUFS, Ziel -14 LUFS)`,
    ]);
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
