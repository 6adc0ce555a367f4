import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';
import { dropFiles } from './support/drop-files';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const FLAKY = 'take-07.wav';

const uploadRow = (page: Page, name: string) =>
  page.locator('[data-upload-state]').filter({ hasText: name });

/** The file name a resumable upload's creation carries (tus Upload-Metadata, base64 values). */
function createdFileName(route: Route): string | undefined {
  const metadata = route.request().headers()['upload-metadata'] ?? '';
  for (const pair of metadata.split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key === 'filename' && value) return Buffer.from(value, 'base64').toString('utf8');
  }
  return undefined;
}

// Issue 16 item 9: twelve files dropped on the studio at once, one of them failing on the way
// (the server unavailable for it), kept as a row with Retry; retried, all twelve are songs.
describe('twelve dropped files, one failing and retried', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
    await signUpFresh(s.page, { prefix: 'twelve', artistName: 'Twelve Takes' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('uploads eleven, keeps the failed one with Retry, and retries it into the twelfth song', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    const refuseFlaky = async (route: Route) => {
      if (route.request().method() === 'POST' && createdFileName(route) === FLAKY) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Service unavailable', code: 'service.unavailable' }),
        });
        return;
      }
      await route.fallback();
    };
    await page.route('**/api/uploads/resumable', refuseFlaky);

    const base64 = (await readFile(path.join(fixtures, 'tone-2.0s.wav'))).toString('base64');
    const names = Array.from(
      { length: 12 },
      (_, i) => `take-${String(i + 1).padStart(2, '0')}.wav`,
    );
    await dropFiles(
      page,
      names.map((name) => ({ name, type: 'audio/wav', base64 })),
    );

    // The client retries a 503 a few times before it gives up: allow for those waits.
    const failed = uploadRow(page, FLAKY);
    await expect
      .poll(() => failed.getAttribute('data-upload-state'), { timeout: 30_000 })
      .toBe('failed');
    await page.getByText('11 songs').first().waitFor({ timeout: 30_000 });

    await page.unroute('**/api/uploads/resumable', refuseFlaky);
    await failed.getByRole('button', { name: `Retry uploading ${FLAKY}` }).click();
    await page.getByText('12 songs').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => failed.count()).toBe(0);

    const songs = (await (await page.request.get('/api/audio/all')).json()) as { title: string }[];
    expect(songs.map((song) => song.title).sort()).toEqual(
      names.map((name) => name.replace('.wav', '')).sort(),
    );
  });
});
