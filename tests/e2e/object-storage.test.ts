import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { startAdminServer, type AdminServer } from './support/admin-server';
import { connectBrowser } from './support/browser';
import { journeyBucket, type JourneyBucket } from './support/object-store';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

/** Every file under `folder`, as paths relative to it (none when it does not exist). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

// Issue 30 item 1: the upload and play journey once more with the files in an object store
// (STORAGE_URL), the way several servers keep them: the browser's resumable upload goes to the
// bucket's partial area, the finished file becomes its song's object without a second upload,
// and the player streams it back by ranges. Nothing lands in the server's own uploads folder.
describe('songs on an object store: upload and play', () => {
  let bucket: JourneyBucket;
  let server: AdminServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    bucket = await journeyBucket();
    server = await startAdminServer({ ...bucket.env, SEED_DEMO: 'false' });
    browser = await connectBrowser();
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await signUpFresh(page, { prefix: 'bucket', artistName: 'Bucket Band' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await bucket?.stop();
  });

  it('uploads a WAV from the library into the bucket, and nowhere else', async () => {
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, 'tone-2.0s.wav'));
    await page.getByRole('row').filter({ hasText: 'tone-2.0s' }).getByText('0:02').waitFor();

    const keys = await bucket.keys();
    const songs = keys.filter((key) => key.startsWith('songs/') && key.endsWith('.wav'));
    expect(songs).toHaveLength(1);
    // The partial area is emptied once the upload became the song's own object.
    expect(keys.filter((key) => key.includes('.resumable'))).toEqual([]);
    expect(await filesUnder(path.join(server.dataDir, 'uploads'))).toEqual([]);
  });

  it('plays it from the bucket in the global player, and its time advances', async () => {
    await page.getByRole('button', { name: 'Play tone-2.0s' }).click();
    await page.getByTestId('player-bar').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="player-time"]')?.textContent?.trim() !== '0:00',
    );
    await page.getByRole('button', { name: 'Pause tone-2.0s' }).first().click();
  });
});
