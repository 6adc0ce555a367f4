import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';
import { caretAtEnd, whenLive } from './support/lyrics-saves';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const SONG = 'tone-2.0s';
const FIRST = 'Headlights on the highway';
const SECOND = 'Stars above the bay';

async function signUpFreshArtist(page: Page): Promise<void> {
  const email = `lyrics-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Lee',
      lastName: 'Rics',
      artistName: 'Lee Rics',
      email,
      password: 'a-long-password',
    },
  });
  expect(res.status()).toBe(201);
}

/** The stored first lyrics entry of the song's project, as the API returns it. */
async function storedLyrics(page: Page, projectId: string) {
  const res = await page.request.get(`/api/projects/${projectId}/lyrics`);
  expect(res.status()).toBe(200);
  const list = await res.json();
  return list[0] as { title: string; content: string } | undefined;
}

/** Plays the song from the studio list and opens the lyrics panel from the player bar. */
async function openPanel(page: Page) {
  await page
    .getByRole('button', { name: `Play ${SONG}` })
    .first()
    .click();
  const bar = page.getByTestId('player-bar');
  const toggle = bar.getByRole('button', { name: 'Lyrics', exact: true });
  await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
  await toggle.click();
  await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
  const panel = page.getByRole('dialog', { name: 'Lyrics' });
  await panel.waitFor();
  const title = panel.getByRole('textbox', { name: 'Lyrics title' });
  await title.waitFor();
  await expect
    .poll(() => title.evaluate((element) => element === document.activeElement))
    .toBe(true);
  const text = panel.getByRole('textbox', { name: 'Lyrics', exact: true });
  return { panel, toggle, bar, title, text };
}

/** The editor's lines, one per paragraph. */
const linesOf = (text: Locator) =>
  text.evaluate((element) => [...element.querySelectorAll('p')].map((p) => p.textContent ?? ''));

/** The stored lyrics match, once the server has rendered them from the live document. */
async function storedSoon(
  page: Page,
  projectId: string,
  expected: { title?: string; content?: string },
) {
  await expect
    .poll(async () => storedLyrics(page, projectId), { timeout: 30_000 })
    .toMatchObject(expected);
}

// Issue 4, studio part: write lyrics over the playing song, then again in the studio's tab.
describe('studio lyrics: the player panel and the lyrics tab', () => {
  let s: BrowserSession;
  let projectId = '';
  beforeAll(async () => {
    s = await openBrowser();
    await signUpFreshArtist(s.page);
  });
  afterAll(async () => {
    await s.close();
  });

  it('writes lyrics in the slide-up panel over the playing song; they go live', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, `${SONG}.wav`));
    await page.getByRole('button', { name: `Play ${SONG}` }).waitFor();
    const { panel, bar, title, text } = await openPanel(page);

    // The panel sits above the bar, never over it (measured once its slide-up has finished).
    await expect
      .poll(() =>
        panel.evaluate((element) =>
          element.getAnimations({ subtree: true }).some((a) => a.playState === 'running'),
        ),
      )
      .toBe(false);
    const panelBox = (await panel.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(barBox.y + 1);

    await title.fill('Night Drive');
    await text.click();
    await page.keyboard.insertText(FIRST);
    await page.keyboard.press('Enter');
    await page.keyboard.insertText(SECOND);
    // The first words create the lyrics; the panel then edits their live document.
    await whenLive(panel);
    await text.click();
    await page.keyboard.press('Control+Home');
    // A pause, so that the marker is an undo step of its own (Yjs groups changes within 500 ms).
    await page.waitForTimeout(700);
    await panel.getByRole('button', { name: 'Verse', exact: true }).click();
    await expect.poll(() => linesOf(text)).toEqual(['[Verse]', FIRST, SECOND]);
    // Undo takes the marker out again; Verse puts it back.
    await panel.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => linesOf(text)).toEqual([FIRST, SECOND]);
    await page.keyboard.press('Control+Home');
    await panel.getByRole('button', { name: 'Verse', exact: true }).click();
    await expect.poll(() => linesOf(text)).toEqual(['[Verse]', FIRST, SECOND]);

    const projects = (await (await page.request.get('/api/projects')).json()) as {
      id: string;
      isLibrary: boolean;
    }[];
    projectId = projects.find((project) => project.isLibrary)!.id;
    await storedSoon(page, projectId, { title: 'Night Drive' });
    const stored = await storedLyrics(page, projectId);
    expect(stored?.content).toContain('Stars above the bay');
    await expect
      .poll(async () => (await storedLyrics(page, projectId))?.content ?? '', { timeout: 30_000 })
      .toContain('[Verse]');
  });

  it('keeps the words across a reload, and a cleared title saves as "Untitled Song"', async () => {
    const { page } = s;
    await page.reload();
    let opened = await openPanel(page);
    await expect(opened.title.inputValue()).resolves.toBe('Night Drive');
    await expect.poll(() => linesOf(opened.text)).toEqual(['[Verse]', FIRST, SECOND]);

    // A title left blank in the panel is "Untitled Song" (spec part 2 §5).
    await opened.title.fill('');
    await opened.text.click();
    await expect.poll(() => opened.title.inputValue()).toBe('Untitled Song');
    await storedSoon(page, projectId, { title: 'Untitled Song' });

    // Escape closes the panel and gives focus back to the toggle.
    await opened.title.press('Escape');
    await opened.panel.waitFor({ state: 'detached' });
    await expect
      .poll(() => opened.toggle.evaluate((element) => element === document.activeElement))
      .toBe(true);

    await page.reload();
    opened = await openPanel(page);
    await expect(opened.title.inputValue()).resolves.toBe('Untitled Song');
    await expect.poll(() => linesOf(opened.text)).toEqual(['[Verse]', FIRST, SECOND]);
    await opened.panel.getByRole('button', { name: 'Close lyrics' }).click();
    await opened.panel.waitFor({ state: 'detached' });
  });

  it('shows the same lyrics in the studio lyrics tab, sends edits, and keeps the project on reload', async () => {
    const { page } = s;
    await page.goto('/studio?tab=lyrics');
    const tab = page.getByRole('tabpanel', { name: 'Lyrics' });
    await tab.getByRole('heading', { name: 'Choose a project' }).waitFor();
    await tab.getByLabel('Project').selectOption({ label: 'My Library' });
    await page.waitForURL(new RegExp(`project=${projectId}`));
    const title = tab.getByRole('textbox', { name: 'Lyrics title' });
    const text = tab.getByRole('textbox', { name: 'Lyrics', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Untitled Song');
    await expect.poll(() => linesOf(text)).toEqual(['[Verse]', FIRST, SECOND]);

    await title.fill('Night Drive (final)');
    await caretAtEnd(page, text);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Drive on');
    await expect
      .poll(async () => (await storedLyrics(page, projectId))?.content ?? '', { timeout: 30_000 })
      .toContain('Drive on');
    await storedSoon(page, projectId, { title: 'Night Drive (final)' });

    await page.reload();
    await expect(
      page.getByRole('tabpanel', { name: 'Lyrics' }).getByLabel('Project').inputValue(),
    ).resolves.toBe(projectId);
    await expect.poll(() => title.inputValue()).toBe('Night Drive (final)');
    await expect.poll(() => linesOf(text)).toEqual(['[Verse]', FIRST, SECOND, 'Drive on']);
    await expect(storedLyrics(page, projectId)).resolves.toMatchObject({
      title: 'Night Drive (final)',
    });
  });
});
