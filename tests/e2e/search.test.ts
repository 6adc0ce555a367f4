import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const FIELD = 'Search songs, lyrics, projects, playlists, releases and people';

/** The search field (a combobox) inside the open dialog. */
const field = (page: Page) => page.getByRole('combobox', { name: FIELD });

/** The text of the option the field's aria-activedescendant points at. */
async function activeOptionText(page: Page): Promise<string> {
  const id = await field(page).getAttribute('aria-activedescendant');
  if (!id) return '';
  const option = page.locator(`[id="${id}"]`);
  expect(await option.getAttribute('aria-selected')).toBe('true');
  return (await option.textContent()) ?? '';
}

// Issue 13 item 3's journey: the top bar's search finds songs, projects and playlists grouped,
// is driven by the keyboard, opens a project, plays a song, and opens with Ctrl+K anywhere.
describe('global search', () => {
  let s: BrowserSession;
  let projectId = '';

  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: true });
    const { page } = s;
    await signUpFresh(page, { prefix: 'search', artistName: 'Search Singer' });
    const project = await page.request.post('/api/projects', { data: { title: 'Harbor Lights' } });
    projectId = ((await project.json()) as { id: string }).id;
    await page.request.post('/api/projects', { data: { title: 'Quiet Harbor' } });
    await page.request.post('/api/playlists', { data: { name: 'Harbor Mix' } });
    const upload = await page.request.post('/api/audio', {
      multipart: {
        audio: {
          name: 'tone-2.0s.wav',
          mimeType: 'audio/wav',
          buffer: await readFile(path.join(fixtures, 'tone-2.0s.wav')),
        },
      },
    });
    const song = (await upload.json()) as { id: string };
    const renamed = await page.request.patch(`/api/audio/${song.id}/title`, {
      data: { title: 'Harbor Lullaby' },
    });
    expect(renamed.ok()).toBe(true);
    const lyrics = await page.request.post(`/api/projects/${projectId}/lyrics`, {
      data: {
        title: 'Lantern verse',
        content: '<p>Lanterns on the water</p><p>Out with the <strong>tide</strong> we go</p>',
      },
    });
    expect(lyrics.ok()).toBe(true);
  });
  afterAll(async () => {
    await s.close();
  });

  it('finds results grouped under headings, moves through them by keyboard and opens a project', async () => {
    const { page } = s;
    await page.goto('/home');
    const launcher = page.getByRole('button', { name: /^Search…/ });
    await launcher.click();
    await expect.poll(() => field(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await field(page).fill('harbor');

    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('option', { name: /Harbor Mix/ }).waitFor();
    const groups = await results
      .getByRole('group')
      .evaluateAll((els) =>
        els.map((el) => document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent),
      );
    expect(groups).toEqual(['Songs', 'Projects', 'Playlists']);
    expect(await results.getByRole('option').allTextContents()).toEqual([
      expect.stringContaining('Harbor Lullaby'),
      expect.stringContaining('Harbor Lights'),
      expect.stringContaining('Quiet Harbor'),
      expect.stringContaining('Harbor Mix'),
    ]);
    await page.getByRole('status').filter({ hasText: '4 results' }).waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);

    // The first result is active; Down crosses into Projects, Page Down jumps to Playlists,
    // Up wraps from the top to the last result.
    expect(await activeOptionText(page)).toContain('Harbor Lullaby');
    await field(page).press('ArrowDown');
    expect(await activeOptionText(page)).toContain('Harbor Lights');
    await field(page).press('PageDown');
    expect(await activeOptionText(page)).toContain('Harbor Mix');
    await field(page).press('PageUp');
    expect(await activeOptionText(page)).toContain('Harbor Lights');
    await field(page).press('ArrowUp');
    await field(page).press('ArrowUp');
    expect(await activeOptionText(page)).toContain('Harbor Mix');
    await field(page).press('PageUp');
    await field(page).press('ArrowDown');
    expect(await activeOptionText(page)).toContain('Quiet Harbor');
    await field(page).press('ArrowUp');

    await field(page).press('Enter');
    await page.waitForURL(`**/projects/${projectId}`);
    await page.getByRole('heading', { level: 1, name: 'Harbor Lights' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('opens with Ctrl+K on any page, says when nothing matches, and Escape returns focus', async () => {
    const { page } = s;
    await page.goto('/playlists');
    await page.getByRole('heading', { name: 'My Playlists' }).waitFor();
    const launcher = page.getByRole('button', { name: /^Search…/ });
    await launcher.focus();
    await page.keyboard.press('Control+k');
    await field(page).waitFor();
    await field(page).fill('zzqx');
    await page.getByText('No results for “zzqx”').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('plays a chosen song in the player', async () => {
    const { page } = s;
    await page.keyboard.press('Control+k');
    await field(page).fill('lullaby');
    await page.getByRole('option', { name: /Harbor Lullaby/ }).waitFor();
    await field(page).press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('player-bar').locator('p').first().textContent())
      .toBe('Harbor Lullaby');
  });

  // Issue 25 item 5: a songwriter remembers a line, not a title. Ctrl+K, a word of the lyrics,
  // and the line shows under the lyrics' title; Enter opens the song's Lyrics tab.
  it('finds lyrics by a word of a line, shows that line, and opens the Lyrics tab', async () => {
    const { page } = s;
    await page.goto('/home');
    await page.getByRole('button', { name: /^Search…/ }).waitFor();
    await page.keyboard.press('Control+k');
    await field(page).fill('tide');
    const results = page.getByRole('listbox', { name: 'Search results' });
    const hit = results.getByRole('option', { name: /Lantern verse/ });
    await hit.waitFor();
    expect(await results.getByRole('group', { name: 'Lyrics' }).count()).toBe(1);
    // The line as text: the editor's <strong> is gone, the words are there.
    expect(await hit.textContent()).toContain('Out with the tide we go');
    expect(await hit.innerHTML()).not.toContain('<strong>');
    expect(await activeOptionText(page)).toContain('Lantern verse');
    expect(await seriousViolations(page)).toEqual([]);
    await field(page).press('Enter');
    await page.waitForURL(`**/projects/${projectId}?tab=lyrics`);
  });

  it('finds a title typed with a typo', async () => {
    const { page } = s;
    await page.keyboard.press('Control+k');
    await field(page).fill('lullabby');
    await page.getByRole('option', { name: /Harbor Lullaby/ }).waitFor();
    await page.keyboard.press('Escape');
  });
});
