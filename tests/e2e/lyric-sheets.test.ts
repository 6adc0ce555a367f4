import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedBytes, openBrowser, type BrowserSession } from './support/browser';

const LYRICS =
  '<p>[Verse 1]</p><p>Tide comes in, <strong>café</strong> &amp; rain</p><p>שלום עולם, my love</p><p></p><p>[Chorus]</p><p>Καλημέρα</p>';

/** The direction the browser laid a line out in. */
const directionOf = (line: Locator) => line.evaluate((el) => getComputedStyle(el).direction);

async function downloadText(page: Page, item: string): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Lyric sheet' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: (await downloadedBytes(download)).toString('latin1'),
  };
}

// Issue 25 items 7 and 8: print, export and download a lyric sheet; right-to-left lines read
// right to left in the editor, on the overview and on the sheet.
describe('lyric sheets and right-to-left lines', () => {
  let s: BrowserSession;
  let projectId = '';
  beforeAll(async () => {
    s = await openBrowser();
    const { request } = s.page;
    const headers = { Origin: s.baseURL };
    const email = `sheets-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await request.post('/api/auth/register', {
      data: {
        firstName: 'Shir',
        lastName: 'Lev',
        artistName: 'Shir',
        email,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const created = await request.post('/api/projects', { headers, data: { title: 'Tidewater' } });
    projectId = ((await created.json()) as { id: string }).id;
    const credit = await request.post(`/api/projects/${projectId}/credits`, {
      headers,
      data: { name: 'Shir Lev', role: 'songwriter' },
    });
    expect(credit.status()).toBe(201);
    const lyrics = await request.post(`/api/projects/${projectId}/lyrics`, {
      headers,
      data: { title: 'Tide', content: LYRICS },
    });
    expect(lyrics.status()).toBe(201);
  });
  afterAll(async () => {
    await s.close();
  });

  it('lays each line of the editor out in its own direction', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}?tab=lyrics`);
    const editor = page.getByRole('textbox', { name: 'Lyrics', exact: true });
    await editor.getByText('שלום עולם').waitFor();
    await expect(directionOf(editor.locator('p', { hasText: 'שלום' }))).resolves.toBe('rtl');
    await expect(directionOf(editor.locator('p', { hasText: 'Tide comes in' }))).resolves.toBe(
      'ltr',
    );
    // The stored words stay what the sanitizer keeps: no dir attribute is saved.
    const stored = await page.request.get(`/api/projects/${projectId}/lyrics?limit=1`);
    expect(((await stored.json()) as { content: string }[])[0]!.content).not.toContain('dir=');
  });

  it('opens a print-ready sheet with title, writers, section headings and right-to-left lines', async () => {
    const { page, context } = s;
    await page.getByRole('button', { name: 'Lyric sheet' }).click();
    const [sheet] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: /Print lyric sheet/ }).click(),
    ]);
    await sheet.waitForLoadState();
    await expect(sheet.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tide');
    await expect(sheet.getByText('Writers: Shir Lev').count()).resolves.toBe(1);
    await expect(sheet.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      '[Verse 1]',
      '[Chorus]',
    ]);
    await expect(directionOf(sheet.locator('p', { hasText: 'שלום' }))).resolves.toBe('rtl');
    await expect(directionOf(sheet.locator('p', { hasText: 'Tide comes in' }))).resolves.toBe(
      'ltr',
    );
    // The browser saves it as PDF (what "Save as PDF" in the print dialog makes).
    const pdf = await sheet.pdf();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await sheet.close();
  });

  it('downloads the sheet as plain text', async () => {
    const { name, text } = await downloadText(s.page, 'Download as text (.txt)');
    expect(name).toBe('Tide.txt');
    expect(Buffer.from(text, 'latin1').toString('utf8')).toBe(
      'Tide\nSong: Tidewater\nWriters: Shir Lev\n\n[Verse 1]\nTide comes in, café & rain\nשלום עולם, my love\n\n[Chorus]\nΚαλημέρα\n',
    );
  });

  it('explains why a server PDF of right-to-left lyrics is refused, and makes one without them', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Lyric sheet' }).click();
    await page.getByRole('menuitem', { name: 'Download as PDF' }).click();
    await page.getByText('This PDF cannot set right-to-left text yet', { exact: false }).waitFor();

    const [lyrics] = (await (
      await page.request.get(`/api/projects/${projectId}/lyrics?limit=1`)
    ).json()) as { id: string; updatedAt: string }[];
    const patched = await page.request.patch(`/api/lyrics/${lyrics!.id}`, {
      headers: { Origin: s.baseURL },
      data: { content: '<p>[Chorus]</p><p>Καλημέρα, café</p>' },
    });
    expect(patched.status()).toBe(200);
    await page.reload();
    await page
      .getByRole('textbox', { name: 'Lyrics', exact: true })
      .getByText('Καλημέρα')
      .waitFor();
    const { name, text } = await downloadText(page, 'Download as PDF');
    expect(name).toBe('Tide.pdf');
    expect(text.startsWith('%PDF-')).toBe(true);
  });

  it('shows right-to-left lines of the overview preview right to left', async () => {
    const { page } = s;
    const listed = await page.request.get(`/api/projects/${projectId}/lyrics?limit=1`);
    const [lyrics] = (await listed.json()) as { id: string }[];
    const patched = await page.request.patch(`/api/lyrics/${lyrics!.id}`, {
      headers: { Origin: s.baseURL },
      data: { content: '<p>שלום עולם</p><p>hello</p>' },
    });
    expect(patched.status()).toBe(200);
    await page.goto(`/projects/${projectId}`);
    const line = page.getByText('שלום עולם', { exact: true });
    await line.waitFor();
    await expect(directionOf(line)).resolves.toBe('rtl');
    await expect(directionOf(page.getByText('hello', { exact: true }))).resolves.toBe('ltr');
  });
});
