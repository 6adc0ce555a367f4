import { randomBytes } from 'node:crypto';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credit } from '../../src/shared/schemas/credits';
import type { SongDetails } from '../../src/shared/schemas/details';
import { DETAILS_AUTOSAVE_MS } from '../../src/client/features/details/lib/details-form';
import { downloadedBytes, openBrowser, type BrowserSession } from './support/browser';

/** The text of a file the page downloaded after `click`. */
async function downloadAfter(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

const readDownload = async (download: Download) =>
  (await downloadedBytes(download)).toString('utf8');

/** The Credits tab's summary tiles as "value label" lines. */
async function summaryOf(page: Page): Promise<string[]> {
  const tiles = page.getByRole('list', { name: 'Credits summary' }).getByRole('listitem');
  return (await tiles.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

// Issue 4 items 3 and 4: an owner fills in song details (auto-saved) and credits the people.
describe('details and credits of a project', () => {
  let s: BrowserSession;
  let projectId = '';
  const detailsNow = async () =>
    (await (await s.page.request.get(`/api/projects/${projectId}/details`)).json()) as SongDetails;

  beforeAll(async () => {
    s = await openBrowser();
    const email = `credits-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Ada',
        lastName: 'Keys',
        artistName: 'Ada Keys',
        email,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const created = await s.page.request.post('/api/projects', { data: { title: 'Summer EP' } });
    expect(created.status()).toBe(201);
    projectId = (await created.json()).id;
  });
  afterAll(async () => {
    await s.close();
  });

  it('auto-saves the details, keeps them across a reload and shows the ISRC normalised', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}?tab=details`);
    await page.getByRole('heading', { name: 'Song details' }).waitFor();
    await page.getByText('Changes save automatically').waitFor();

    await page.getByLabel('Genre', { exact: true }).selectOption({ label: 'Rock' });
    await page.getByLabel('Tempo (BPM)').fill('128');
    await page.getByLabel('Key').selectOption({ label: 'A minor' });
    await page.getByLabel('ISRC').fill('usabc2512345');
    await page.getByRole('status').filter({ hasText: 'Auto-saving...' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    await expect(page.getByLabel('ISRC').inputValue()).resolves.toBe('US-ABC-25-12345');

    await page.reload();
    await page.getByRole('heading', { name: 'Song details' }).waitFor();
    await expect(page.getByLabel('Genre', { exact: true }).inputValue()).resolves.toBe('rock');
    await expect(page.getByLabel('Tempo (BPM)').inputValue()).resolves.toBe('128');
    await expect(page.getByLabel('Key').inputValue()).resolves.toBe('A minor');
    await expect(page.getByLabel('ISRC').inputValue()).resolves.toBe('US-ABC-25-12345');
  });

  it('shows an invalid tempo at the field and does not save it', async () => {
    const { page } = s;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/details')) {
        posts.push(request.url());
      }
    });
    const tempo = page.getByLabel('Tempo (BPM)');
    await tempo.fill('1000');
    await tempo.press('Tab');
    const message = page.getByText('Tempo must be a whole number of BPM between 1 and 999');
    await message.waitFor();
    await expect(tempo.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await tempo.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await message.getAttribute('id'));
    await page.getByRole('status').filter({ hasText: 'Not saved' }).waitFor();
    // The only way to see that nothing is sent is to let the auto-save delay pass.
    await page.waitForTimeout(DETAILS_AUTOSAVE_MS + 1000);
    expect(posts).toEqual([]);
    expect((await detailsNow()).tempo).toBe(128);
  });

  it('saves a pending change when the person leaves the tab', async () => {
    const { page } = s;
    await page.getByLabel('Tempo (BPM)').fill('96');
    await page.getByText('Tempo must be a whole number').waitFor({ state: 'detached' });
    await page.getByLabel('Sub-genre').fill('Synthwave');
    await page.getByRole('tab', { name: 'Credits' }).click();
    await page.getByRole('heading', { name: 'Credits', exact: true }).waitFor();
    // The tab's timer died with it: only the save sent on leaving can store these.
    await expect
      .poll(
        async () => {
          const details = await detailsNow();
          return [details.tempo, details.subGenre];
        },
        { timeout: 5000 },
      )
      .toEqual([96, 'Synthwave']);
  });

  it('adds two credits, one with a custom role, and sums them up', async () => {
    const { page } = s;
    await page.getByText('No credits yet').waitFor();

    await page.getByRole('button', { name: 'Add credit', exact: true }).click();
    let dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Add credit' });
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await expect(save.getAttribute('aria-disabled')).resolves.toBe('true');
    await dialog.getByRole('button', { name: 'Producer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Songwriter', exact: true }).click();
    await dialog.getByLabel('Email').fill('ada@example.com');
    await expect(save.getAttribute('aria-disabled')).resolves.toBe('false');
    await save.click();
    await page.getByText('Credit Added').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add credit', exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Grace Hopper');
    await dialog.getByLabel('Custom role').fill('Vocal coach');
    await dialog.getByLabel('Custom role').press('Enter');
    await dialog.getByRole('button', { name: 'Remove role Vocal coach' }).waitFor();
    await dialog.getByRole('button', { name: 'Mastering engineer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add credit' }).click();
    await dialog.waitFor({ state: 'detached' });

    const credits = page.getByRole('list', { name: 'Credits' });
    await credits.getByText('Grace Hopper').waitFor();
    await credits.getByText('Vocal coach').waitFor();
    // The summary is counted by the server over every credit: read again after each change.
    await expect
      .poll(() => summaryOf(page))
      .toEqual(['2 Total contributors', '4 Unique roles', '1 With contact info']);
  });

  it('exports the credits as a text file and as a CSV named after the project', async () => {
    const { page } = s;
    const text = await downloadAfter(page, () =>
      page.getByRole('button', { name: 'Export text' }).click(),
    );
    expect(text.suggestedFilename()).toBe('summer-ep-credits.txt');
    const textBody = await readDownload(text);
    expect(textBody).toContain('Credits: Summer EP');
    expect(textBody).toContain('1. Ada Lovelace\n   Role: producer, songwriter');
    expect(textBody).toContain('2. Grace Hopper\n   Role: Vocal coach, mastering engineer');
    await page.getByText('Credits Exported').waitFor();

    const csv = await downloadAfter(page, () =>
      page.getByRole('button', { name: 'Export CSV' }).click(),
    );
    expect(csv.suggestedFilename()).toBe('summer-ep-credits.csv');
    const rows = (await readDownload(csv)).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('Name,Role,Email,Website,Social,Description');
    expect(rows[1]).toBe('Ada Lovelace,"producer, songwriter",ada@example.com,,,');
    expect(rows[2]).toBe('Grace Hopper,"Vocal coach, mastering engineer",,,,');
  });

  it('deletes a credit after the confirm toast', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Delete Ada Lovelace' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'cannot be undone' });
    await toast.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Credit Deleted').waitFor();
    await page.getByRole('button', { name: 'Delete Ada Lovelace' }).waitFor({ state: 'detached' });
    const res = await page.request.get(`/api/projects/${projectId}/credits`);
    const stored = (await res.json()) as Credit[];
    expect(stored.map((credit) => credit.name)).toEqual(['Grace Hopper']);
  });
});

// Issue 13: a long list of credits pages in as the tab scrolls; summary and export cover all.
describe('credits: a long list, a page at a time', () => {
  let s: BrowserSession;
  let projectId = '';

  beforeAll(async () => {
    s = await openBrowser();
    const registered = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Lea',
        lastName: 'Long',
        artistName: 'Lea Long',
        email: `many-credits-${randomBytes(4).toString('hex')}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const created = await s.page.request.post('/api/projects', { data: { title: 'Orchestra' } });
    projectId = ((await created.json()) as { id: string }).id;
    for (let i = 0; i < 55; i += 1) {
      const res = await s.page.request.post(`/api/projects/${projectId}/credits`, {
        data: { name: `Player ${String(i).padStart(2, '0')}`, role: i % 2 ? 'Violin' : 'Cello' },
      });
      expect(res.status()).toBe(201);
    }
  });
  afterAll(async () => {
    await s.close();
  });

  it('shows the total and the summary of all, pages the rest in, and exports every credit', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}?tab=credits`);
    await page.getByText('55 people credited').waitFor();
    await expect
      .poll(() => summaryOf(page))
      .toEqual(['55 Total contributors', '2 Unique roles', '0 With contact info']);
    // One row per credit (each row holds its own list of role chips).
    const rows = page.getByRole('list', { name: 'Credits', exact: true }).locator(':scope > li');
    await expect.poll(() => rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBe(55);
    await rows.filter({ hasText: 'Player 54' }).waitFor();

    const csv = await downloadAfter(page, () =>
      page.getByRole('button', { name: 'Export CSV' }).click(),
    );
    const lines = (await readDownload(csv))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(56);
    expect(lines[55]).toBe('Player 54,Cello,,,,');
  });
});
