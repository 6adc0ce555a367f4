import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const FILES = ['tone-2.0s.wav', 'tone-3.0s.mp3', 'tone-2.5s.flac'];
const [FIRST, SECOND, THIRD] = ['tone-2.0s', 'tone-3.0s', 'tone-2.5s'] as const;

/** Chooses `item` in the "..." menu of the library row of `title`. */
async function rowMenu(page: Page, title: string, item: string) {
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Starts `title` from the library (the library is its list), then pauses it at once. */
async function playPaused(page: Page, title: string) {
  await page
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .click();
  const bar = page.getByTestId('player-bar');
  await bar.getByText(title, { exact: true }).waitFor();
  await bar.getByRole('button', { name: 'Pause' }).click();
  await bar.getByRole('button', { name: 'Play', exact: true }).waitFor();
}

async function queuedTitles(page: Page): Promise<string[]> {
  await page.getByRole('dialog', { name: 'Queue' }).waitFor();
  return page
    .getByTestId('queue-entry')
    .evaluateAll((entries) =>
      entries.map((entry) => entry.querySelector('span.block')?.textContent ?? ''),
    );
}

// Issue 25 item 6: songs chosen with "Play next" / "Add to queue" play after the current one,
// the queue can be seen, reordered from the keyboard and survives a reload.
describe('the play queue', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: true });
    await signUpFresh(s.page, { prefix: 'queue' });
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(FILES.map((file) => path.join(fixtures, file)));
    await page.getByText('3 songs').first().waitFor();
  });
  afterAll(async () => {
    await s.close();
  });

  it('queues two songs from their menus and shows them in the queue, in play order', async () => {
    const { page } = s;
    await playPaused(page, FIRST);
    await rowMenu(page, SECOND, 'Add to queue');
    await page.getByText(`“${SECOND}” added to the queue`).waitFor();
    await rowMenu(page, THIRD, 'Play next');
    await page.getByText(`“${THIRD}” plays next`).waitFor();

    await page.getByRole('button', { name: 'Queue: 2 songs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Queue' });
    await dialog.waitFor();
    await expect.poll(() => queuedTitles(page)).toEqual([THIRD, SECOND]);
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });

  it('reorders from the keyboard, keeping the focus on the moved song', async () => {
    const { page } = s;
    const dialog = page.getByRole('dialog', { name: 'Queue' });
    await dialog.getByRole('button', { name: `Move ${SECOND} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(queuedTitles(page)).resolves.toEqual([SECOND, THIRD]);
    // At the top "up" is disabled: the focus moved to the same song's "down".
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe(`Move ${SECOND} down`);
    await dialog.getByText(`${SECOND} is now 1 of 2 in the queue`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Back on the button that opened it (Radix hands the focus back just after closing).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Queue: 2 songs');
  });

  it('keeps the queue across a reload, and Next plays the first queued song', async () => {
    const { page } = s;
    await page.reload();
    await page
      .getByRole('button', { name: `Play ${FIRST}` })
      .first()
      .waitFor();
    await playPaused(page, FIRST);
    const bar = page.getByTestId('player-bar');
    await bar.getByRole('button', { name: 'Queue: 2 songs' }).click();
    await expect.poll(() => queuedTitles(page)).toEqual([SECOND, THIRD]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Queue' }).waitFor({ state: 'detached' });

    await bar.getByRole('button', { name: 'Next song' }).click();
    await bar.getByText(SECOND, { exact: true }).waitFor();
    await bar.getByText('From your queue').waitFor();
    await bar.getByRole('button', { name: 'Queue: 1 song' }).waitFor();
  });

  it('queues chosen songs in bulk and clears the queue', async () => {
    const { page } = s;
    await page.getByRole('checkbox', { name: `Select ${FIRST}`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Select ${SECOND}`, exact: true }).check();
    // The chosen songs join in the order the library shows them.
    const top = async (title: string) =>
      (await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).boundingBox())!.y;
    const [firstTop, secondTop] = [await top(FIRST), await top(SECOND)];
    const chosen = firstTop < secondTop ? [FIRST, SECOND] : [SECOND, FIRST];
    const selected = page.getByRole('region', { name: 'Selected songs' });
    await selected.getByRole('button', { name: 'Add to queue' }).click();
    await page.getByText('2 songs added to the queue').waitFor();
    const bar = page.getByTestId('player-bar');
    await bar.getByRole('button', { name: 'Queue: 3 songs' }).click();
    await expect.poll(() => queuedTitles(page)).toEqual([THIRD, ...chosen]);
    await page.getByRole('button', { name: 'Clear queue' }).click();
    await page.getByText('Nothing is queued.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Queue: 0 songs' }).waitFor();
    await page.reload();
    await expect(page.evaluate(() => localStorage.getItem('player-queue'))).resolves.toBeNull();
  });

  it("offers Play next and Add to queue on a playlist's songs and on its public page", async () => {
    const { page } = s;
    const songs = (await (await page.request.get('/api/audio/all')).json()) as {
      id: string;
      title: string;
    }[];
    const song = songs.find((each) => each.title === FIRST)!;
    const created = await page.request.post('/api/playlists', {
      headers: { Origin: s.baseURL },
      data: { name: 'Queue mix', isPublic: true },
    });
    const playlist = (await created.json()) as { id: string; shareUrl: string };
    const added = await page.request.post(`/api/playlists/${playlist.id}/tracks`, {
      headers: { Origin: s.baseURL },
      data: { audioFileId: song.id },
    });
    expect(added.status()).toBe(201);

    await page.goto(`/playlists/${playlist.id}`);
    await page.getByRole('button', { name: `Queue options for ${FIRST}` }).click();
    await page.getByRole('menuitem', { name: 'Add to queue' }).click();
    await page.getByText(`“${FIRST}” added to the queue`).waitFor();

    await page.goto(playlist.shareUrl);
    await page.getByRole('button', { name: `Queue options for ${FIRST}` }).click();
    await page.getByRole('menuitem', { name: 'Play next' }).click();
    await page.getByText(`“${FIRST}” plays next`).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
