import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedMatches, typeAtEnd, whenLive } from './support/lyrics-saves';
import { openBrowser, type BrowserSession } from './support/browser';

// Two tabs of one account on one song's lyrics (a co-writer's browser with the song open twice):
// since issue 26 neither overwrites the other nor is asked to choose; both keep both.
// Two accounts at once are tests/e2e/lyrics-co-writing.test.ts.
describe('lyrics: two tabs of one writer at once', () => {
  let s: BrowserSession;
  let projectId = '';
  let tabA: Page;
  let tabB: Page;
  const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Lyrics', exact: true });

  beforeAll(async () => {
    s = await openBrowser();
    const registered = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Two',
        lastName: 'Writers',
        artistName: 'Two Writers',
        email: `two-writers-${randomBytes(4).toString('hex')}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const project = await s.page.request.post('/api/projects', {
      headers: { Origin: s.baseURL },
      data: { title: 'Co-write' },
    });
    projectId = ((await project.json()) as { id: string }).id;
    const lyrics = await s.page.request.post(`/api/projects/${projectId}/lyrics`, {
      headers: { Origin: s.baseURL },
      data: { title: 'Co-write', content: '<p>First line</p>' },
    });
    expect(lyrics.status()).toBe(201);
    tabA = s.page;
    tabB = await s.context.newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(`/projects/${projectId}?tab=lyrics`);
      await editorOf(tab).getByText('First line').waitFor();
      await whenLive(tab);
    }
  });
  afterAll(async () => {
    await s.close();
  });

  it('shows each tab the other’s words, with no conflict to settle', async () => {
    await typeAtEnd(tabA, editorOf(tabA), ' from A');
    await editorOf(tabB).getByText('First line from A').waitFor();
    await typeAtEnd(tabB, editorOf(tabB), ' and B');
    await editorOf(tabA).getByText('First line from A and B').waitFor();
    expect(await tabB.getByRole('alert').filter({ hasText: 'somewhere else' }).count()).toBe(0);
    await storedMatches(tabA, projectId, 'First line from A and B');
  });

  it('counts one person here however many tabs they have open', async () => {
    await tabA.getByRole('list', { name: 'Here now: 1 person' }).waitFor();
    await tabA.getByTestId('lyrics-presence').getByText('Two Writers (you)').waitFor({
      state: 'attached',
    });
  });

  it('a title typed in one tab shows in the other', async () => {
    await tabA.getByLabel('Lyrics title').fill('Co-write, together');
    await expect
      .poll(() => tabB.getByLabel('Lyrics title').inputValue())
      .toBe('Co-write, together');
  });

  it('an edit the server refuses is told with its reason, and the words stay to copy', async () => {
    // Past the 100,000 characters the lyrics may hold: refused (lyrics.tooLong, close 4400).
    await typeAtEnd(tabA, editorOf(tabA), ' ');
    await editorOf(tabA).evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, 'la '.repeat(34_000));
    const alert = tabA.getByRole('alert').filter({ hasText: 'Your last change was refused' });
    await alert.waitFor({ timeout: 15_000 });
    await alert.getByText('the lyrics would pass 100,000 characters').waitFor();
    await alert.getByRole('button', { name: 'Copy my text' }).waitFor();
    await expect(editorOf(tabA).getAttribute('contenteditable')).resolves.toBe('false');
    // The other tab never got it, and a reload starts from the server's words.
    expect(await editorOf(tabB).textContent()).not.toContain('la la la');
    await tabA.reload();
    await whenLive(tabA);
    await editorOf(tabA).getByText('First line from A and B').waitFor();
    expect(await editorOf(tabA).textContent()).not.toContain('la la la');
  });

  it('keeps the lyrics in this browser only until the writer logs out', async () => {
    const kept = () =>
      tabB.evaluate(async () =>
        (await indexedDB.databases())
          .map(({ name }) => name ?? '')
          .filter((name) => name.startsWith('trackroom-lyrics-doc:')),
      );
    await expect.poll(kept).not.toEqual([]);
    await tabB.getByRole('button', { name: 'Profile menu' }).click();
    await tabB.getByRole('menuitem', { name: 'Logout' }).click();
    await tabB.waitForURL((url) => url.pathname === '/');
    // Deleted once no page has them open any more (tab A still does: it goes too).
    await tabA.close();
    await expect.poll(kept, { timeout: 10_000 }).toEqual([]);
  });
});
