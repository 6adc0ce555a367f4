import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { dropFiles } from './support/drop-files';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const RESUMABLE = '**/api/uploads/resumable**';

const uploadRow = (page: Page, name: string) =>
  page.locator('[data-upload-state]').filter({ hasText: name });

/** The songs the account has, by title. */
async function songTitles(page: Page): Promise<string[]> {
  const songs = (await (await page.request.get('/api/audio/all')).json()) as { title: string }[];
  return songs.map((song) => song.title).sort();
}

/**
 * Holds every chunk (tus PATCH) the page sends until `release`, so the first files stay
 * "uploading" and the rest wait their turn for as long as the test needs.
 */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let holding = true;
  const hold = async (route: Route) => {
    if (holding && route.request().method() === 'PATCH') {
      held.push(route);
      return;
    }
    await route.continue();
  };
  await page.route(RESUMABLE, hold);
  return {
    held,
    async release() {
      holding = false;
      await page.unroute(RESUMABLE, hold);
      // A route of a page that reloaded since is gone: nothing to let through.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

// Issue 16 item 6 made each file a row; issue 25 item 1: the queue belongs to the app, not to
// the page that was open when the files were chosen. Leaving the studio, reloading or closing
// the tab must never drop a file silently.
describe('uploads that outlive the page', () => {
  let s: BrowserSession;
  let base64 = '';
  beforeAll(async () => {
    // axe is injected as a script tag, which the app's CSP refuses otherwise.
    s = await openBrowser({ bypassCSP: true });
    await signUpFresh(s.page, { prefix: 'roam', artistName: 'Roaming Uploads' });
    base64 = (await readFile(path.join(fixtures, 'tone-2.0s.wav'))).toString('base64');
  });
  afterAll(async () => {
    await s.close();
  });

  const files = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      name: `${prefix}-${String(i + 1).padStart(2, '0')}.wav`,
      type: 'audio/wav',
      base64,
    }));

  it('keeps every file queued and uploading while the person visits another page', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    const chunks = await holdChunks(page);
    const chosen = files('roam', 8);
    await dropFiles(page, chosen);
    await expect.poll(() => chunks.held.length, { timeout: 15_000 }).toBe(3);

    await page.getByRole('navigation').getByRole('link', { name: 'Playlists' }).first().click();
    await page.waitForURL('**/playlists');
    // The shell says uploads are running, and leads back to them.
    const indicator = page.getByRole('link', { name: /uploading/i });
    const indicatorShown = await indicator
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    const indicatorText = indicatorShown ? await indicator.innerText() : '';
    // Labelled, reachable by keyboard, and clean for axe while it shows.
    const indicatorFocusable = indicatorShown
      ? await indicator.evaluate((link) => {
          (link as HTMLElement).focus();
          return document.activeElement === link;
        })
      : false;
    const violations = indicatorShown
      ? await seriousViolations(page).finally(() => chunks.release())
      : [];

    await chunks.release();
    // Every file becomes a song with the person on another page.
    await expect
      .poll(() => songTitles(page), { timeout: 45_000 })
      .toEqual(chosen.map((file) => file.name.replace('.wav', '')));
    expect(indicatorShown).toBe(true);
    expect(indicatorText).toMatch(/0 of 8/);
    expect(indicatorFocusable).toBe(true);
    expect(violations).toEqual([]);
    // Done: the indicator goes.
    await expect.poll(() => indicator.count(), { timeout: 10_000 }).toBe(0);

    await page.getByRole('navigation').getByRole('link', { name: 'Studio' }).first().click();
    await page.getByText('8 songs').first().waitFor({ timeout: 15_000 });
  });

  it('after a reload, every file that was not finished has a row naming it', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const chunks = await holdChunks(page);
    const chosen = files('reload', 7);
    await dropFiles(page, chosen);
    await expect.poll(() => chunks.held.length, { timeout: 15_000 }).toBe(3);

    await page.reload();
    await chunks.release();
    // Each file is a song or a row naming it (uploading again, or asking to be chosen again).
    for (const { name } of chosen) {
      await expect
        .poll(
          async () =>
            (await uploadRow(page, name).count()) +
            (await page.getByRole('button', { name: `Play ${name.replace('.wav', '')}` }).count()),
          { timeout: 20_000, message: `${name} has no row and is no song` },
        )
        .toBeGreaterThan(0);
    }
    // Those that were waiting were kept in this browser (IndexedDB) and upload by themselves.
    for (const { name } of chosen.slice(3)) {
      await page
        .getByRole('button', { name: `Play ${name.replace('.wav', '')}` })
        .waitFor({ timeout: 30_000 });
    }
  });

  it("asks before a reload leaves uploads behind, and not once they're done", async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Browsers ask only on a page the person has interacted with.
    await page.getByRole('heading', { level: 1 }).click();
    const chunks = await holdChunks(page);
    await dropFiles(page, files('leave', 4));
    await expect.poll(() => chunks.held.length, { timeout: 15_000 }).toBe(3);

    const asked: string[] = [];
    const answer = (dialog: { type: () => string; accept: () => Promise<void> }) => {
      asked.push(dialog.type());
      void dialog.accept();
    };
    page.on('dialog', answer);
    try {
      await page.reload();
      await chunks.release();
      expect(asked).toEqual(['beforeunload']);

      // Nothing in flight: the page leaves without asking.
      await page.getByRole('heading', { level: 1 }).click();
      await expect
        .poll(
          () =>
            page.locator('[data-upload-state="uploading"], [data-upload-state="queued"]').count(),
          {
            timeout: 30_000,
          },
        )
        .toBe(0);
      asked.length = 0;
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(asked).toEqual([]);
    } finally {
      page.off('dialog', answer);
    }
  });
});
