import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const PLAYLIST = 'Road Trip';
const SONGS = ['tone-2.0s', 'tone-2.5s', 'tone-3.0s'];

/** The title the player bar shows (its first line). */
const playingTitle = (page: Page) =>
  page.getByTestId('player-bar').locator('p').first().textContent();

/** The playlist page's song titles, top to bottom, read from their play buttons. */
async function playlistOrder(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('list', { name: 'Songs' })
    .getByRole('button', { name: /^Play / })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Play /, ''));
}

// Issue 6's journey: build a playlist from the library menu, reorder it, play it through, share
// it with a signed-out listener, then make it private and see the link die.
describe('playlists: build, reorder, play, share', () => {
  let owner: BrowserSession;
  let listener: BrowserSession;
  let shareUrl = '';

  beforeAll(async () => {
    owner = await openBrowser();
    listener = await openBrowser();
    await signUpFresh(owner.page, { prefix: 'playlists' });
  });
  afterAll(async () => {
    await owner.close();
    await listener.close();
  });

  it('creates a playlist and adds three songs from the library row menu', async () => {
    const { page } = owner;
    await page.goto('/studio');
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(
        ['tone-2.0s.wav', 'tone-2.5s.flac', 'tone-3.0s.mp3'].map((f) => path.join(fixtures, f)),
      );
    await page.getByText('3 songs').first().waitFor();

    await page.goto('/playlists');
    await page.getByRole('heading', { name: 'My Playlists' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(PLAYLIST);
    await page.getByRole('button', { name: 'Create playlist' }).click();
    await page.getByText('Playlist created').waitFor();

    await page.goto('/studio');
    for (const song of SONGS) {
      await page.getByRole('button', { name: `More actions for ${song}` }).click();
      // Radix closes a submenu on a jumping pointer; the keyboard is how people reach it too.
      await page.getByRole('menuitem', { name: 'Add to Playlist' }).press('ArrowRight');
      await page.getByRole('menuitem', { name: PLAYLIST, exact: true }).press('Enter');
      await page.getByText('Song added', { exact: true }).last().waitFor();
    }
    // The same song twice is refused with the server's message and the list is unchanged.
    await page.getByRole('button', { name: `More actions for ${SONGS[0]}` }).click();
    await page.getByRole('menuitem', { name: 'Add to Playlist' }).press('ArrowRight');
    await page.getByRole('menuitem', { name: PLAYLIST, exact: true }).press('Enter');
    await page.getByText('This song is already in the playlist').waitFor();

    await page.goto('/playlists');
    await page.getByRole('link', { name: new RegExp(PLAYLIST) }).click();
    await page.getByRole('heading', { level: 1, name: PLAYLIST }).waitFor();
    // The heading shows before the songs load: read until they have (a busy machine read []).
    await expect.poll(() => playlistOrder(page)).toEqual(SONGS);
  });

  it('reorders by keyboard and the order survives a reload', async () => {
    const { page } = owner;
    const handle = page.getByRole('button', { name: `Reorder ${SONGS[2]}` });
    await handle.focus();
    // dnd-kit measures between key presses; a person's pace, not a script's.
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    const reordered = [SONGS[2], SONGS[0], SONGS[1]];
    await expect.poll(() => playlistOrder(page)).toEqual(reordered);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: PLAYLIST }).waitFor();
    await expect.poll(() => playlistOrder(page)).toEqual(reordered);
  });

  it('plays all and advances to the next song when the first ends', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Play all' }).click();
    // The reordered list: the 3-second song first, then the 2-second one.
    await expect.poll(() => playingTitle(page)).toBe(SONGS[2]);
    await expect.poll(() => playingTitle(page), { timeout: 15_000 }).toBe(SONGS[0]);
    await page.getByRole('button', { name: 'Pause playlist' }).click();
  });

  it('shares publicly: a signed-out listener plays it from the link', async () => {
    const { page } = owner;
    await page.getByRole('switch', { name: 'Public link' }).click();
    const link = page.getByRole('textbox', { name: 'Share link' });
    await expect.poll(() => link.inputValue()).toMatch(/\/listen\/[A-Za-z0-9_-]{20,}$/);
    shareUrl = new URL(await link.inputValue(), owner.baseURL).pathname;

    const guest = listener.page;
    await guest.goto(shareUrl);
    await guest.getByRole('heading', { level: 1, name: PLAYLIST }).waitFor();
    await guest.getByRole('button', { name: 'Play all' }).click();
    await expect.poll(() => playingTitle(guest)).toBe(SONGS[2]);
    await guest.waitForFunction(
      () => document.querySelector('[data-testid="player-time"]')?.textContent?.trim() !== '0:00',
    );
    // Nothing of the owner's account is reachable from the listener's context.
    expect((await guest.request.get('/api/playlists')).status()).toBe(401);
  });

  it('made private, the link stops working', async () => {
    await owner.page.getByRole('switch', { name: 'Public link' }).click();
    await owner.page.getByText('Playlist is private').waitFor();
    const guest = listener.page;
    await guest.goto(shareUrl);
    await guest.getByText('This playlist link is not available').waitFor();
    const token = shareUrl.split('/').pop();
    expect((await guest.request.get(`/api/listen/${token}`)).status()).toBe(404);
  });
});
