import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';
import { whenLive } from './support/lyrics-saves';

/**
 * Lines of 50 characters: 1,750 of them are 99,750 characters of HTML (`<p>…</p>` each), just
 * under the 100,000 the create route takes, and 87,500 characters of words.
 */
const LINES = 1_750;
const lineOf = (n: number) =>
  `Line ${String(n).padStart(4, '0')} of a very long song, nearly to the end`.slice(0, 50);

/** A project with these lyrics (HTML), opened once so that the server has seeded its document. */
async function projectWith(s: BrowserSession, content: string): Promise<string> {
  const project = await s.page.request.post('/api/projects', {
    headers: { Origin: s.baseURL },
    data: { title: 'Epic' },
  });
  const projectId = ((await project.json()) as { id: string }).id;
  const lyrics = await s.page.request.post(`/api/projects/${projectId}/lyrics`, {
    headers: { Origin: s.baseURL },
    data: { title: 'Epic', content },
  });
  expect(lyrics.status()).toBe(201);
  await s.page.goto(`/projects/${projectId}?tab=lyrics`);
  await whenLive(s.page);
  return projectId;
}

/** Milliseconds from navigation in a fresh tab until `lastLine` is drawn in the editor. */
async function openingTime(s: BrowserSession, projectId: string, lastLine: string) {
  const tab: Page = await s.context.newPage();
  const started = Date.now();
  await tab.goto(`/projects/${projectId}?tab=lyrics`);
  const editor = tab.getByRole('textbox', { name: 'Lyrics', exact: true });
  await editor.getByText(lastLine).waitFor({ state: 'attached', timeout: 15_000 });
  const shown = Date.now() - started;
  await tab.close();
  return shown;
}

// Issue 26 item 2's scale: a lyrics document at the 100,000-character cap opens live in the
// browser (the server's copy sent over the channel, drawn by the editor) down to its last line.
// The times printed (one line and at the cap; their difference is the document's own cost) are
// for reading; the target is the bench's.
describe('lyrics: a document at the size cap', () => {
  let s: BrowserSession;
  let large = '';
  let small = '';
  beforeAll(async () => {
    s = await openBrowser();
    const registered = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Long',
        lastName: 'Song',
        artistName: 'Long Song',
        email: `long-${randomBytes(4).toString('hex')}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    large = await projectWith(
      s,
      Array.from({ length: LINES }, (_, n) => `<p>${lineOf(n + 1)}</p>`).join(''),
    );
    small = await projectWith(s, '<p>One short line</p>');
  });
  afterAll(async () => {
    await s.close();
  });

  it('opens whole, to its last line, as a one-line document does', async () => {
    const smallMs = await openingTime(s, small, 'One short line');
    const largeMs = await openingTime(s, large, lineOf(LINES));
    console.log(
      `lyrics opened in a fresh tab: one line ${smallMs} ms, ${LINES} lines at the cap ${largeMs} ms (document's own cost ${largeMs - smallMs} ms)`,
    );
    // Each opening waits for its last line to be drawn (and fails after 15 s); how fast is a
    // speed target, measured by `npm run bench` (its lyrics document rows), not asserted here:
    // a wall-clock bound on a loaded two-core CI machine fails without a fault.
  });
});
