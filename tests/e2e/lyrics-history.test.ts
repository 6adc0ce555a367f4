import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { storedMatches, typeAtEnd, whenLive } from './support/lyrics-saves';

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Lyrics', exact: true });

// Issue 26 item 2: the lyrics' version history, so a wipe (a co-writer's or one's own) can be
// undone by anyone who may edit; a restore reaches every open editor.
describe('lyrics: version history', () => {
  let s: BrowserSession;
  let projectId = '';
  let second: Page;

  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: true });
    const registered = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Vera',
        lastName: 'Sions',
        artistName: 'Vera Sions',
        email: `history-${randomBytes(4).toString('hex')}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const project = await s.page.request.post('/api/projects', {
      headers: { Origin: s.baseURL },
      data: { title: 'Versions' },
    });
    projectId = ((await project.json()) as { id: string }).id;
    const lyrics = await s.page.request.post(`/api/projects/${projectId}/lyrics`, {
      headers: { Origin: s.baseURL },
      data: { title: 'Versions', content: '<p>Original words</p>' },
    });
    expect(lyrics.status()).toBe(201);
    second = await s.context.newPage();
    for (const page of [s.page, second]) {
      await page.goto(`/projects/${projectId}?tab=lyrics`);
      await editorOf(page).getByText('Original words').waitFor();
      await whenLive(page);
    }
  });
  afterAll(async () => {
    await s.close();
  });

  it('lists the kept versions and restores one for every open editor', async () => {
    const { page } = s;
    // The first edit keeps the words as they were as a version.
    await typeAtEnd(page, editorOf(page), ' wiped by mistake');
    await storedMatches(page, projectId, 'wiped by mistake');

    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lyrics history' });
    const versions = dialog.getByRole('list', { name: 'Kept versions' });
    const original = versions.getByRole('listitem').filter({ hasText: 'Original words' }).first();
    await original.waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await original.getByRole('button', { name: /^Restore the version of / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByText('Version restored').waitFor();
    await dialog.waitFor({ state: 'detached' });

    for (const editor of [editorOf(page), editorOf(second)]) {
      await expect
        .poll(() => editor.textContent(), { timeout: 15_000 })
        .not.toContain('wiped by mistake');
      await editor.getByText('Original words').waitFor();
    }
    await storedMatches(page, projectId, /^<p>Original words<\/p>$/);
  });

  it('shows a viewer the history without Restore', async () => {
    const page = second;
    await page.route(`**/api/projects/${projectId}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), role: 'viewer' } });
    });
    await page.reload();
    await editorOf(page).getByText('Original words').waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lyrics history' });
    await dialog.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole('button', { name: /^Restore/ }).count()).toBe(0);
    await page.unrouteAll();
  });
});
