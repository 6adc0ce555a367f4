import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSaveContaining, storedContent, typeAtEnd } from './support/lyrics-saves';
import { openBrowser, type BrowserSession } from './support/browser';

// Two writers on one song's lyrics (here two tabs of one account, as a co-writer's browser
// would be): the one who saves second is told and chooses, instead of silently overwriting.
describe('lyrics: two writers at once', () => {
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
    }
  });
  afterAll(async () => {
    await s.close();
  });

  it('tells the second writer, and "Use the other version" shows it with theirs one Undo away', async () => {
    const savedA = nextSaveContaining(tabA, 'from A');
    await typeAtEnd(tabA, editorOf(tabA), ' from A');
    expect((await savedA).status()).toBe(200);

    const refusedB = nextSaveContaining(tabB, 'from B');
    await typeAtEnd(tabB, editorOf(tabB), ' from B');
    expect((await refusedB).status()).toBe(409);
    const alert = tabB.getByRole('alert').filter({ hasText: 'saved somewhere else' });
    await alert.waitFor();
    expect(await storedContent(tabB, projectId)).toContain('from A');

    await alert.getByRole('button', { name: 'Use the other version' }).click();
    await editorOf(tabB).getByText('First line from A').waitFor();
    await expect(editorOf(tabB).getByText('from B').count()).resolves.toBe(0);
    await expect(alert.count()).resolves.toBe(0);

    // Undo brings the writer's own words back, and they are saved on top of the seen version.
    const savedB = nextSaveContaining(tabB, 'from B');
    await tabB.getByRole('button', { name: /^Undo/ }).click();
    await editorOf(tabB).getByText('First line from B').waitFor();
    expect((await savedB).status()).toBe(200);
  });

  it('"Keep mine" saves the second writer\'s words over the version they have now seen', async () => {
    await tabA.reload();
    await editorOf(tabA).getByText('First line from B').waitFor();
    const savedA = nextSaveContaining(tabA, 'again A');
    await typeAtEnd(tabA, editorOf(tabA), ' again A');
    expect((await savedA).status()).toBe(200);

    const refusedB = nextSaveContaining(tabB, 'again B');
    await typeAtEnd(tabB, editorOf(tabB), ' again B');
    expect((await refusedB).status()).toBe(409);
    const alert = tabB.getByRole('alert').filter({ hasText: 'saved somewhere else' });
    const keptB = nextSaveContaining(tabB, 'again B');
    await alert.getByRole('button', { name: 'Keep mine' }).click();
    expect((await keptB).status()).toBe(200);
    const stored = await storedContent(tabB, projectId);
    expect(stored).toContain('again B');
    expect(stored).not.toContain('again A');
    await expect(alert.count()).resolves.toBe(0);
  });
});
