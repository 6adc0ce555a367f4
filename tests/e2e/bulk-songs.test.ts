import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const TITLES = ['Ember', 'Harbor', 'Meadow', 'Static'];

/** The titles of the library rows, top to bottom. */
async function rowTitles(page: Page): Promise<string[]> {
  const buttons = page.getByRole('table').getByRole('button', { name: /^Play / });
  const names = await buttons.evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label') ?? ''),
  );
  return names.map((name) => name.replace(/^Play /, ''));
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Play ${title}` }) });
const boxOf = (page: Page, title: string) =>
  page.getByRole('checkbox', { name: `Select ${title}`, exact: true });
const selectedStatus = (page: Page) => page.getByRole('status').filter({ hasText: /selected$/ });

interface ProjectItem {
  id: string;
  title: string;
  isLibrary: boolean;
}

// Issue 16 items 1 and 5: library songs become song projects in one bulk action, each with its
// own empty lyrics; two are deleted with one confirm naming the count.
describe('bulk songs: select, make songs, delete', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: true });
    await signUpFresh(s.page, { prefix: 'bulk-songs' });
    const buffer = await readFile(path.join(fixtures, 'tone-2.0s.wav'));
    for (const title of TITLES) {
      const upload = await s.page.request.post('/api/audio', {
        multipart: {
          title,
          audio: { name: 'tone-2.0s.wav', mimeType: 'audio/wav', buffer },
        },
      });
      expect(upload.ok()).toBe(true);
    }
    // The library's shared sheet has words: a song project must not show them.
    const projects = (await (await s.page.request.get('/api/projects')).json()) as ProjectItem[];
    const library = projects.find((project) => project.isLibrary)!;
    const sheet = await s.page.request.post(`/api/projects/${library.id}/lyrics`, {
      data: { title: 'Inbox sheet', content: 'Words for every idea' },
    });
    expect(sheet.status()).toBe(201);
  });
  afterAll(async () => {
    await s.close();
  });

  it('chooses with Ctrl-A, clears with Escape, then chooses 3 with click and shift-click', async () => {
    const { page } = s;
    await page.goto('/studio');
    await boxOf(page, 'Ember').waitFor();
    const rows = await rowTitles(page);
    expect([...rows].sort()).toEqual(TITLES);

    await boxOf(page, rows[0]!).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await selectedStatus(page).filter({ hasText: '4 selected' }).waitFor();
    await expect(
      page.getByRole('checkbox', { name: 'Select all loaded songs' }).first().isChecked(),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('region', { name: 'Selected songs' }).count()).toBe(0);

    await boxOf(page, rows[0]!).click();
    await boxOf(page, rows[2]!).click({ modifiers: ['Shift'] });
    await selectedStatus(page).filter({ hasText: '3 selected' }).waitFor();
    for (const title of rows.slice(0, 3)) {
      await expect(boxOf(page, title).isChecked()).resolves.toBe(true);
    }
    await expect(boxOf(page, rows[3]!).isChecked()).resolves.toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('makes the 3 songs their own projects, each named and linked, each with empty lyrics', async () => {
    const { page } = s;
    const rows = await rowTitles(page);
    const chosen = rows.slice(0, 3);
    // The first is playing: afterwards the player's lyrics are its own project's.
    await rowOf(page, chosen[0]!)
      .getByRole('button', { name: `Play ${chosen[0]}` })
      .click();
    await page.getByTestId('player-bar').waitFor();
    const bar = page.getByRole('region', { name: 'Selected songs' });
    await bar.getByRole('button', { name: 'Make songs' }).click();
    await page.getByText('3 songs are now their own projects').first().waitFor();
    await expect.poll(() => bar.count()).toBe(0);

    // The library still lists them, each under its own project's name, linked.
    const projectIds = new Set<string>();
    for (const title of chosen) {
      const link = rowOf(page, title).getByRole('link', { name: title, exact: true });
      await link.waitFor();
      projectIds.add((await link.getAttribute('href'))!.replace('/projects/', ''));
    }
    expect(projectIds.size).toBe(3);
    await expect(rowOf(page, rows[3]!).getByRole('link').count()).resolves.toBe(0);

    for (const projectId of projectIds) {
      const lyrics = await page.request.get(`/api/projects/${projectId}/lyrics`);
      expect(await lyrics.json()).toEqual([]);
    }

    await page.getByTestId('player-bar').getByRole('button', { name: 'Lyrics' }).click();
    const panel = page.getByTestId('lyrics-panel');
    await panel.locator('header p', { hasText: chosen[0]! }).waitFor();
    await expect(panel.getByText('Words for every idea').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    const [first] = [...projectIds];
    await page.goto(`/projects/${first}?tab=lyrics`);
    const editor = page.getByRole('textbox', { name: 'Lyrics', exact: true });
    await editor.waitFor();
    expect((await editor.innerText()).trim()).toBe('');
    await expect(page.getByText('Words for every idea').count()).resolves.toBe(0);
  });

  it('deletes 2 songs with one confirm naming 2', async () => {
    const { page } = s;
    await page.goto('/studio');
    await boxOf(page, 'Ember').waitFor();
    const rows = await rowTitles(page);
    await boxOf(page, rows[1]!).click();
    await boxOf(page, rows[3]!).click();
    await selectedStatus(page).filter({ hasText: '2 selected' }).waitFor();
    await page
      .getByRole('region', { name: 'Selected songs' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 songs?' });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete 2 songs' }).click();
    await page.getByText('2 songs deleted').first().waitFor();
    await expect.poll(() => rowTitles(page)).toEqual([rows[0], rows[2]]);
  });
});
