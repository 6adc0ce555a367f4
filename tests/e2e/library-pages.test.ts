import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

const SONGS = 130;
const title = (n: number) => `Song ${String(n).padStart(3, '0')}`;

/** The titles of the song rows on screen, top to bottom. */
async function rowTitles(page: Page): Promise<string[]> {
  const buttons = page.getByRole('table').getByRole('button', { name: /^Play / });
  const names = await buttons.evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label') ?? ''),
  );
  return names.map((name) => name.replace(/^Play /, ''));
}

/** Scrolls the page down until `wanted` is a row (the list loads its next page as it nears the end). */
async function scrollUntilRow(page: Page, wanted: string): Promise<void> {
  for (let step = 0; step < 60; step++) {
    if ((await rowTitles(page)).includes(wanted)) return;
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(150);
  }
  throw new Error(`${wanted} never appeared`);
}

// Issue 13: a library bigger than a page is read a page at a time, sorted, searched and
// rearranged by the server; the browser never asks for the whole catalogue.
describe('the library in pages', () => {
  let s: BrowserSession;
  const songRequests: string[] = [];

  beforeAll(async () => {
    s = await openBrowser();
    await signUpFresh(s.page, { prefix: 'pages' });
    const wav = await readFile(
      path.resolve(import.meta.dirname, '../fixtures/audio/tone-2.0s.wav'),
    );
    // Oldest first, so "Song 130" is the newest.
    for (let n = 1; n <= SONGS; n++) {
      const res = await s.page.request.post('/api/audio', {
        multipart: {
          audio: { name: `${title(n)}.wav`, mimeType: 'audio/wav', buffer: wav },
          title: title(n),
        },
      });
      expect(res.status()).toBe(201);
    }
    s.page.on('request', (request: Request) => {
      if (request.url().includes('/api/audio/all') || request.url().includes('/api/library/')) {
        songRequests.push(
          `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`,
        );
      }
    });
  }, 180_000);
  afterAll(async () => {
    await s.close();
  });

  it('shows the whole count, the first page, and the rest as the list scrolls', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText(`${SONGS} songs`).waitFor();
    expect((await rowTitles(page))[0]).toBe(title(SONGS));
    await scrollUntilRow(page, title(1));
    const reads = songRequests.filter((line) => line.startsWith('GET /api/audio/all'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const read of reads) expect(read).toMatch(/limit=100/);
  });

  it('sorts and searches on the server', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByLabel('Sort songs').selectOption('title');
    await expect.poll(async () => (await rowTitles(page))[0]).toBe(title(1));
    expect(songRequests.at(-1)).toMatch(/sort=title/);
    // Every word counts, anywhere in the title: "13" is in 013, 113 and 130.
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('Song 13');
    await page.getByText('3 matching songs').waitFor();
    expect(await rowTitles(page)).toEqual([title(13), title(113), title(130)]);
    expect(songRequests.at(-1)).toMatch(/q=Song(\+|%20)13/);
  });

  it('moves one song from the second page by keyboard, writing only that song', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText(`${SONGS} songs`).waitFor();
    await scrollUntilRow(page, title(2));
    const before = await rowTitles(page);
    const above = (titles: string[], a: string, b: string) => titles.indexOf(a) < titles.indexOf(b);
    const handle = page.getByRole('button', { name: `Reorder ${title(2)}` });
    await handle.focus();
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    const request = await put;
    expect(new URL(request.url()).pathname).toMatch(/^\/api\/library\/order\/[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toMatchObject({ pinned: false, after: expect.any(String) });
    expect(request.postData()!.length).toBeLessThan(200);
    // Rows are virtualized: compare neighbours, not positions on screen.
    expect(above(before, title(3), title(2))).toBe(true);
    await expect.poll(async () => above(await rowTitles(page), title(2), title(3))).toBe(true);

    await page.reload();
    await page.getByText(`${SONGS} songs`).waitFor();
    await scrollUntilRow(page, title(1));
    expect(above(await rowTitles(page), title(2), title(3))).toBe(true);
  });
});
