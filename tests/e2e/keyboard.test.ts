import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';
import { expectFocusOn, expectVisibleFocus, pressUntilFocused, tabTo } from './support/keyboard';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const PROJECT = 'Keyboard EP';
const SONG = 'tone-2.0s';
const PLAYLIST = 'Night Drive';
const SECOND_PLAYLIST = 'Late Show';

/** A POST through the page's cookie jar that must succeed; its JSON. */
async function created<T>(page: Page, url: string, body: object): Promise<T> {
  const res = await page.request.post(url, body);
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

// Issue 8 item 4: the whole journey with the keyboard alone, every stop's focus visible.
// Only the arranging goes through the API; every action is a key press (no clicks, no focus()).
describe('keyboard only: sign in, open a project, play a song, add it to a playlist', () => {
  let s: BrowserSession;
  let email = '';
  let playlistId = '';

  beforeAll(async () => {
    s = await openBrowser();
    const { page } = s;
    email = await signUpFresh(page, { prefix: 'keyboard' });
    const project = await created<{ id: string }>(page, '/api/projects', {
      data: { title: PROJECT },
    });
    await created(page, `/api/projects/${project.id}/audio`, {
      multipart: {
        audio: {
          name: `${SONG}.wav`,
          mimeType: 'audio/wav',
          buffer: await readFile(path.join(fixtures, `${SONG}.wav`)),
        },
      },
    });
    playlistId = (
      await created<{ id: string }>(page, '/api/playlists', { data: { name: PLAYLIST } })
    ).id;
    // Signed out again: signing in is the journey's first step.
    await s.context.clearCookies();
  });
  afterAll(async () => {
    await s.close();
  });

  it('signs in from /login with Tab, typing and Enter', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to Trackroom' }).waitFor();
    await tabTo(page, { label: 'Email' });
    await page.keyboard.type(email);
    await tabTo(page, { label: 'Password' });
    await page.keyboard.type('a-long-password');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: new RegExp(PROJECT) }).waitFor();
    // A new page: the first Tab lands on the shell's skip link, as on any page load.
    await tabTo(page, { role: 'link', name: 'Skip to content' }, 1);
  });

  it('opens the project from the dashboard with Tab and Enter', async () => {
    const { page } = s;
    await tabTo(page, { role: 'link', name: new RegExp(PROJECT) }, 60);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}/);
    await page.getByRole('heading', { name: new RegExp(PROJECT) }).waitFor();
    // The link went away with the dashboard; focus moved to the new view, not to <body>.
    await expectFocusOn(page, { role: 'main', name: '' });
    // The project opens on its overview; the song's row menu lives on the Audio tab.
    await tabTo(page, { role: 'tab', name: 'Overview' });
    await pressUntilFocused(page, 'ArrowRight', { role: 'tab', name: 'Audio' }, 8);
    await page.waitForURL(/tab=audio/);
    await page.getByRole('tab', { name: 'Audio', selected: true }).waitFor();
    await page.getByRole('button', { name: `More actions for ${SONG}` }).waitFor();
  });

  it('plays the song with Enter: the global player plays it and focus stays put', async () => {
    const { page } = s;
    await tabTo(page, { role: 'button', name: `Play ${SONG}` }, 60);
    await page.keyboard.press('Enter');
    // The same button, now a pause toggle, keeps the focus.
    await expectFocusOn(page, { role: 'button', name: `Pause ${SONG}` });
    // The global player shows the song with its own pause button, and its time runs.
    const bar = page.getByTestId('player-bar');
    await bar.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    expect(await bar.locator('p').first().textContent()).toBe(SONG);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="player-time"]')?.textContent?.trim() !== '0:00',
    );
  });

  it('adds the song to the playlist through its row menu with Enter and the arrow keys', async () => {
    const { page } = s;
    const menuButton = { role: 'button', name: `More actions for ${SONG}` } as const;
    await tabTo(page, menuButton, 10);
    // Escape closes the menu and hands the focus back to its button.
    await page.keyboard.press('Enter');
    await expectFocusOn(page, { role: 'menuitem', name: 'Edit Title' });
    await page.keyboard.press('Escape');
    await expectFocusOn(page, menuButton);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').first().waitFor();
    await pressUntilFocused(page, 'ArrowDown', { role: 'menuitem', name: 'Add to Playlist' }, 10);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, { role: 'menuitem', name: 'New playlist…' });
    await pressUntilFocused(page, 'ArrowDown', { role: 'menuitem', name: PLAYLIST }, 10);
    await page.keyboard.press('Enter');
    await page.getByText('Song added', { exact: true }).last().waitFor();
    // The menu closed and gave the focus back to its button.
    await expectFocusOn(page, menuButton);

    const tracks = (await (
      await page.request.get(`/api/playlists/${playlistId}/tracks`)
    ).json()) as { audioFile: { title: string } | null }[];
    expect(tracks.map((track) => track.audioFile?.title)).toEqual([SONG]);
  });

  it('creates a playlist in the dialog from "New playlist…"; focus returns to the row', async () => {
    const { page } = s;
    const menuButton = { role: 'button', name: `More actions for ${SONG}` } as const;
    await expectFocusOn(page, menuButton);
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'ArrowDown', { role: 'menuitem', name: 'Add to Playlist' }, 10);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, { role: 'menuitem', name: 'New playlist…' });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'New playlist' }).waitFor();
    await expectFocusOn(page, { role: 'textbox', name: 'Name' });
    await page.keyboard.type(SECOND_PLAYLIST);
    await tabTo(page, { role: 'button', name: 'Create and add' }, 5);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The menu item that opened the dialog is gone: focus goes back to the row's menu button.
    await expectFocusOn(page, menuButton);

    const playlists = (await (await page.request.get('/api/playlists')).json()) as {
      name: string;
      trackCount: number;
    }[];
    expect(playlists.find((playlist) => playlist.name === SECOND_PLAYLIST)?.trackCount).toBe(1);
  });
});

// The checks above must be able to fail: a control drawn without any focus indicator is named.
describe('keyboard support: expectVisibleFocus and tabTo', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => {
    await s.close();
  });

  it('passes an outline or a ring and names a control without either', async () => {
    const { page } = s;
    await page.setContent(`
      <button style="outline: 2px solid #a78bfa">Outlined</button>
      <button style="outline: none; box-shadow: 0 0 0 2px #a78bfa">Ringed</button>
      <button style="outline: none; box-shadow: 0 1px 3px 0 rgba(0, 0, 0, 0.3)">Shadowed</button>
    `);
    await tabTo(page, { role: 'button', name: 'Ringed' }, 2);
    await expect(expectVisibleFocus(page)).resolves.toBe('button "Ringed"');
    await page.keyboard.press('Tab');
    await expect(expectVisibleFocus(page)).rejects.toThrow(
      /focus is not visible on button "Shadowed": no outline .* and no ring/,
    );
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(tabTo(page, { role: 'button', name: 'Shadowed' }, 3)).rejects.toThrow(
      /Tab #2 towards button "Shadowed": focus is not visible on button "Shadowed"/,
    );
    await expect(tabTo(page, { role: 'button', name: 'Missing' }, 0)).rejects.toThrow(
      /button "Missing" not reached in 0 Tab presses\nvisited: button "Shadowed"/,
    );
  });
});
