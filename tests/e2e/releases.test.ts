import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  child,
  elements,
  parseCsv,
  parseXml,
  type XmlElement,
} from '../../src/server/modules/releases/delivery/delivery.test-support';
import { readZip } from '../../src/server/test/zip-test-support';
import { signUpFresh } from './support/accounts';
import { downloadedBytes, openBrowser, type BrowserSession } from './support/browser';
import { squarePng } from './support/square-png';
import { waitUntilAudioPlays, watchStartedMedia } from './support/started-media';
import { toneWav } from './support/tone-wav';

const EP = 'Coastline';
const LIBRARY_SONG = 'Harbour Lights';
const PROJECT_SONGS = ['Tidewater', 'Salt Road'] as const;
/** The tracklist in the order the songs are picked. */
const TRACKS = ['Tidewater', LIBRARY_SONG, 'Salt Road'] as const;
const ISRCS: Record<(typeof TRACKS)[number], string> = {
  Tidewater: 'GB-TRK-26-00001',
  [LIBRARY_SONG]: 'GB-TRK-26-00002',
  'Salt Road': 'GB-TRK-26-00003',
};
/** A UPC-A with a valid check digit. */
const UPC = '036000291452';
/** Masters distributors take: 44.1 kHz, 16 bit, a few seconds so a play ends (and counts) soon. */
const master = () => toneWav({ seconds: 3, dbfs: -20, sampleRate: 44_100 });

interface ReleaseTrack {
  audioId: string;
  title: string;
  projectId: string;
  isrc: string | null;
}

/** Every element named `name` under `node`, depth first. */
function descendants(node: XmlElement, name: string): XmlElement[] {
  return elements(node).flatMap((element) => [
    ...(element.name === name ? [element] : []),
    ...descendants(element, name),
  ]);
}
const textOf = (element: XmlElement) =>
  element.children.filter((part) => typeof part === 'string').join('');

/** The texts of a checklist group's lines that still miss something (without their buttons). */
const missingLines = (list: Locator) =>
  list
    .getByRole('listitem')
    .filter({ hasText: 'Missing:' })
    .evaluateAll((items) =>
      items.map((item) => {
        const line = item.cloneNode(true) as HTMLElement;
        for (const button of line.querySelectorAll('button')) button.remove();
        return line.textContent?.replace('Missing:', '') ?? '';
      }),
    );

// Issue 28 item 6: a 3-track EP built from songs (one still a library song), its checklist
// naming what is missing, fixed, downloaded as a delivery pack read back here, and published
// as a page a signed-out listener plays.
describe('a release from songs to a delivery pack and a public page', () => {
  let owner: BrowserSession;
  let listener: BrowserSession | undefined;
  let releaseId = '';
  const slug = `coastline-${randomBytes(4).toString('hex')}`;

  const api = async <T>(method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const res = await owner.page.request[method](url, {
      headers: { Origin: owner.baseURL },
      ...(data && { data }),
    });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const upload = async (url: string, title: string) => {
    const res = await owner.page.request.post(url, {
      headers: { Origin: owner.baseURL },
      multipart: {
        title,
        audio: { name: `${title}.wav`, mimeType: 'audio/wav', buffer: master() },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  const tracksNow = async () =>
    (await api<{ tracks: ReleaseTrack[] }>('get', `/api/releases/${releaseId}`)).tracks;
  const checklist = (page: Page) => page.getByRole('region', { name: 'Readiness checklist' });
  const trackLines = (page: Page, title: string) =>
    checklist(page).getByRole('list', { name: `Track ${title}`, exact: true });

  beforeAll(async () => {
    owner = await openBrowser();
    await signUpFresh(owner.page, { prefix: 'release-owner', artistName: 'Marina Vale' });
    await upload('/api/audio', LIBRARY_SONG);
    for (const title of PROJECT_SONGS) {
      const project = await api<{ id: string }>('post', '/api/projects', { title });
      await upload(`/api/projects/${project.id}/audio`, title);
    }
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), listener?.close()]);
  });

  it('builds a 3-track EP from songs, and the checklist names what is missing', async () => {
    const { page } = owner;
    await page.goto('/releases');
    await page.getByText('No releases yet').waitFor();
    await page.getByRole('button', { name: 'New release' }).click();
    const create = page.getByRole('dialog', { name: 'New release' });
    await create.getByLabel('Type').selectOption('ep');
    await create.getByLabel('Title').fill(EP);
    await create.getByRole('button', { name: 'Create release' }).click();
    await page.waitForURL(/\/releases\/[0-9a-f-]{36}$/);
    releaseId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('heading', { name: EP, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add songs' }).click();
    const picker = page.getByRole('dialog', { name: 'Add songs' });
    for (const title of TRACKS) await picker.getByRole('checkbox', { name: title }).check();
    await picker.getByText('3 songs selected').waitFor();
    await picker.getByRole('button', { name: 'Add to release' }).click();
    await page.getByRole('heading', { name: 'Tracks (3 of 100)' }).waitFor();
    expect((await tracksNow()).map((track) => track.title)).toEqual([...TRACKS]);

    const releaseLines = checklist(page).getByRole('list', { name: 'The release' });
    await expect
      .poll(() => missingLines(releaseLines))
      .toEqual([
        'Artwork: a square JPEG or PNG, 1400 to 5000 pixels a side',
        'UPC/EAN set',
        'Release date set',
      ]);
    // The library song is asked to become a song first: its credits and lyrics are the library's.
    expect(await missingLines(trackLines(page, LIBRARY_SONG))).toEqual([
      "Make it a song first: its credits, splits and lyrics are still the library's",
      'ISRC set',
    ]);
    await checklist(page)
      .getByRole('button', { name: `Make ${LIBRARY_SONG} a song` })
      .waitFor();
    for (const title of PROJECT_SONGS) {
      expect(await missingLines(trackLines(page, title))).toEqual([
        'ISRC set',
        'Credits: at least a writer and a performer',
        'Splits of every type add up to 100 % (master recording: 0 %)',
        'Lyrics written, or the song marked instrumental',
      ]);
    }
    // The masters are lossless; each missing line links to where it is fixed.
    const tidewater = trackLines(page, 'Tidewater');
    await tidewater.getByText('Lossless master: WAV, FLAC or AIFF').waitFor();
    const { projectId } = (await tracksNow())[0]!;
    expect(await tidewater.getByRole('link', { name: /^Credits/ }).getAttribute('href')).toBe(
      `/projects/${projectId}?tab=credits`,
    );
    await page.getByText('13 lines still need something.').waitFor();
  });

  it('fixes every line: the library song made a song, ISRCs, UPC, date, artwork, credits, splits, lyrics', async () => {
    const { page } = owner;
    await checklist(page)
      .getByRole('button', { name: `Make ${LIBRARY_SONG} a song` })
      .click();
    await page.getByText('The song is its own project now').waitFor();
    // Once a song of its own, its own credits, splits and lyrics are judged.
    await expect
      .poll(() => missingLines(trackLines(page, LIBRARY_SONG)))
      .toEqual([
        'ISRC set',
        'Credits: at least a writer and a performer',
        'Splits of every type add up to 100 % (master recording: 0 %)',
        'Lyrics written, or the song marked instrumental',
      ]);

    for (const title of TRACKS) {
      await page.getByRole('textbox', { name: `ISRC of ${title}` }).fill(ISRCS[title]);
      await page.keyboard.press('Tab');
      await expect
        .poll(async () => (await tracksNow()).find((track) => track.title === title)?.isrc)
        .toBe(ISRCS[title]);
    }

    const details = page.getByRole('region', { name: 'Release details' });
    await details.getByLabel('UPC/EAN').fill(UPC);
    await details.getByLabel('Release date', { exact: true }).fill('2027-03-05');
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Release details saved').waitFor();

    await page.getByLabel('Artwork file').setInputFiles({
      name: 'coastline.png',
      mimeType: 'image/png',
      buffer: squarePng(1400),
    });
    await page.getByText('Artwork saved').waitFor();

    // The second song has no words: marked instrumental on its details tab.
    const tracks = await tracksNow();
    await page.goto(`/projects/${tracks[1]!.projectId}?tab=details`);
    const instrumental = page.getByRole('switch', { name: 'Instrumental' });
    await instrumental.click();
    await expect.poll(() => instrumental.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => instrumental.getAttribute('aria-busy')).toBeNull();

    // Credits, splits and lyrics have their own journeys; here they are set through the API.
    for (const [index, track] of tracks.entries()) {
      const project = `/api/projects/${track.projectId}`;
      await api('post', `${project}/credits`, {
        name: 'Marina Vale',
        role: ['Songwriter', 'Artist'],
      });
      for (const splitType of ['master', 'publishing', 'performance']) {
        await api('post', `${project}/splits`, { name: 'Marina Vale', percentage: 100, splitType });
      }
      if (index !== 1) {
        await api('post', `${project}/lyrics`, { title: track.title, content: 'By the sea' });
      }
    }

    await page.goto(`/releases/${releaseId}`);
    await page.getByText('Every line passes: the release can be marked ready.').waitFor();
    await page.getByRole('button', { name: 'Mark ready' }).click();
    await page.getByText('The release is ready').waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
  });

  it('downloads the delivery pack and reads back its ERN message and CSV', async () => {
    const { page } = owner;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download delivery pack' }).click(),
    ]);
    const entries = await readZip(await downloadedBytes(download));
    expect(entries.has('CHECKLIST.txt')).toBe(false);
    for (const [index, title] of TRACKS.entries()) {
      expect(entries.has(`0${index + 1} - ${title}.wav`), title).toBe(true);
    }

    const ern = parseXml(entries.get('ern.xml')!.toString('utf8'));
    expect(ern.name).toMatch(/(^|:)NewReleaseMessage$/);
    expect(descendants(ern, 'ICPN').map(textOf)).toEqual([UPC]);
    const recordings = elements(child(ern, 'ResourceList'));
    expect(recordings.flatMap((recording) => descendants(recording, 'ISRC').map(textOf))).toEqual(
      TRACKS.map((title) => ISRCS[title].replaceAll('-', '')),
    );

    const [header, ...rows] = parseCsv(entries.get('tracks.csv')!.toString('utf8'));
    expect(header!.slice(0, 2)).toEqual(['Release title', 'UPC']);
    expect(rows.map((row) => [row[0], row[1], row[9], row[10], row[11]])).toEqual(
      TRACKS.map((title, index) => [
        EP,
        UPC,
        String(index + 1),
        title,
        ISRCS[title].replaceAll('-', ''),
      ]),
    );
  });

  it('publishes the release page; signed out, a listener sees it, plays a track, and the play counts', async () => {
    const { page } = owner;
    const publishing = page.getByRole('region', { name: 'Public release page' });
    await publishing.getByLabel('Page address').fill(slug);
    await publishing.getByRole('switch', { name: 'Public release page' }).click();
    await page.getByText('The release page is public').waitFor();
    expect(await publishing.getByLabel('Public link').inputValue()).toBe(
      `${owner.baseURL}/r/${slug}`,
    );

    listener = await openBrowser();
    const visitor = listener.page;
    await watchStartedMedia(visitor);
    await visitor.goto(`/r/${slug}`);
    await visitor.getByRole('heading', { name: EP, level: 1 }).waitFor();
    const cover = visitor.getByRole('img', { name: `Cover of ${EP}` });
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const rows = visitor.getByTestId('release-track');
    expect(await rows.count()).toBe(3);
    for (const [index, title] of TRACKS.entries()) {
      expect(await rows.nth(index).textContent()).toContain(title);
    }

    await visitor.getByRole('button', { name: 'Play Tidewater' }).click();
    await waitUntilAudioPlays(visitor);

    const today = new Date().toISOString().slice(0, 10);
    const releasePagePlays = async () => {
      const answer = await api<{
        bySource: { source: string; plays: number }[];
        bySong: { title: string; plays: number }[];
      }>('get', `/api/analytics?from=${today}&to=${today}&tz=UTC`);
      return {
        releasePage: answer.bySource.find((row) => row.source === 'releasePage')?.plays ?? 0,
        tidewater: answer.bySong.find((row) => row.title === 'Tidewater')?.plays ?? 0,
      };
    };
    // The track is 3 s long: once it ends the page reports the play through its own route.
    await expect
      .poll(async () => (await releasePagePlays()).tidewater, { timeout: 15_000 })
      .toBe(1);
    expect((await releasePagePlays()).releasePage).toBeGreaterThanOrEqual(1);
  });
});
