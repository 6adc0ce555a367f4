import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
/** More songs than one page (100) holds. */
const SONG_COUNT = 130;
const title = (n: number) => `Paged ${String(n).padStart(3, '0')}`;

/** The playlist's track ids in order, as the server has them (every page read). */
async function serverOrder(page: Page, playlistId: string): Promise<string[]> {
  const res = await page.request.get(`/api/playlists/${playlistId}/tracks?limit=500`);
  return ((await res.json()) as { id: string }[]).map((track) => track.id);
}

/** Scrolls the window down until `text` is on screen (the list loads pages as it goes). */
async function scrollUntilVisible(page: Page, name: RegExp | string, role: 'button' = 'button') {
  const target = page.getByRole(role, { name });
  for (let step = 0; step < 80 && !(await target.isVisible()); step++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(100);
  }
  await target.waitFor();
}

// Issue 13: a playlist longer than a page scrolls and loads the rest, moves a song deep in
// it, and its public page does the same; the grid of playlists shows more on demand.
describe('playlists in pages: long lists scroll and load the rest', () => {
  let owner: BrowserSession;
  let listener: BrowserSession;
  let playlist: { id: string; shareUrl: string };
  let trackIds: string[] = [];

  beforeAll(async () => {
    owner = await openBrowser();
    listener = await openBrowser();
    const { page } = owner;
    await signUpFresh(page, { prefix: 'playlist-pages' });
    const wav = await readFile(path.join(fixtures, 'tone-2.0s.wav'));
    const songIds: string[] = [];
    for (let n = 1; n <= SONG_COUNT; n++) {
      const upload = await page.request.post('/api/audio', {
        multipart: { audio: { name: `${title(n)}.wav`, mimeType: 'audio/wav', buffer: wav } },
      });
      expect(upload.ok()).toBe(true);
      songIds.push(((await upload.json()) as { id: string }).id);
    }
    const created = await page.request.post('/api/playlists', {
      data: { name: 'Long drive', isPublic: true },
    });
    playlist = (await created.json()) as { id: string; shareUrl: string };
    for (const audioFileId of songIds) {
      const added = await page.request.post(`/api/playlists/${playlist.id}/tracks`, {
        data: { audioFileId },
      });
      expect(added.status()).toBe(201);
    }
    trackIds = await serverOrder(page, playlist.id);
    expect(trackIds).toHaveLength(SONG_COUNT);
  }, 180_000);
  afterAll(async () => {
    await owner.close();
    await listener.close();
  });

  it('renders a window of rows, and loads the next page as the list scrolls', async () => {
    const { page } = owner;
    await page.goto(`/playlists/${playlist.id}`);
    await page.getByRole('heading', { level: 1, name: 'Long drive' }).waitFor();
    await page.getByRole('button', { name: `Play ${title(1)}` }).waitFor();
    const songs = page.getByRole('list', { name: 'Songs' }).getByRole('listitem');
    // Virtualized: a window of rows, each saying where it sits in the whole playlist.
    expect(await songs.count()).toBeLessThan(60);
    expect(await songs.first().getAttribute('aria-setsize')).toBe(String(SONG_COUNT));
    // The first page only: the rest is still on the server.
    expect(await page.getByRole('button', { name: 'Show more songs' }).count()).toBe(1);
    await scrollUntilVisible(page, `Play ${title(SONG_COUNT)}`);
    await expect.poll(() => page.getByRole('button', { name: 'Show more songs' }).count()).toBe(0);
  });

  it('moves a song deep in the list with the keyboard, and the server has it there', async () => {
    const { page } = owner;
    const handle = page.getByRole('button', { name: `Reorder ${title(SONG_COUNT - 1)}` });
    await handle.focus();
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    const moved = trackIds[SONG_COUNT - 2]!;
    const expected = trackIds.filter((id) => id !== moved);
    expected.splice(SONG_COUNT - 4, 0, moved);
    await expect.poll(() => serverOrder(page, playlist.id)).toEqual(expected);
  });

  it('lets a signed-out listener scroll the shared playlist to its last song', async () => {
    const guest = listener.page;
    await guest.goto(playlist.shareUrl);
    await guest.getByRole('heading', { level: 1, name: 'Long drive' }).waitFor();
    expect(await guest.getByTestId('shared-track').count()).toBeLessThan(60);
    await scrollUntilVisible(guest, `Play ${title(SONG_COUNT)}`);
    const last = guest.getByTestId('shared-track').last();
    expect(await last.getAttribute('aria-setsize')).toBe(String(SONG_COUNT));
  });

  it('shows more playlists on demand when there are more than a page of them', async () => {
    const { page } = owner;
    for (let n = 1; n <= 100; n++) {
      await page.request.post('/api/playlists', { data: { name: `Extra ${n}` } });
    }
    await page.goto('/playlists');
    await page.getByRole('link', { name: /Extra 100/ }).waitFor();
    expect(await page.getByRole('link', { name: /Long drive/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show more playlists' }).click();
    await page.getByRole('link', { name: /Long drive/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Show more playlists' }).count()).toBe(0);
  });

  it('plays every song with Play all, not only the page on screen', async () => {
    const { page } = owner;
    await page.goto(`/playlists/${playlist.id}`);
    await page.getByRole('button', { name: `Play ${title(1)}` }).waitFor();
    // The first page only is loaded: Play all fetches the rest before it starts.
    expect(await page.getByRole('button', { name: 'Show more songs' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Play all' }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await player.getByText(`Song 1 of ${SONG_COUNT}`).waitFor();
    await player.getByRole('button', { name: 'Close player' }).click();
  });
});
