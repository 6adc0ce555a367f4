import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

/** The create requests (POSTs to `path`) the page sends from now on. */
function postsTo(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      sent.push(request);
    }
  });
  return sent;
}

/**
 * Waits until every create the page sent has its answer. A double click's two requests leave
 * together, long before the first answer shows, so once it shows, every one of them is listed.
 */
async function answered(sent: Request[]): Promise<void> {
  await Promise.all(sent.map((request) => request.response()));
}

/** The whole list a GET answers (these lists answer the whole array without `limit`). */
async function listOf<T>(page: Page, url: string): Promise<T[]> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
}

// Issue 25 item 2: a double click on a button that creates something makes one thing, not two.
// Each journey double-clicks the button itself, then counts what the server holds.
describe('a double click creates once', () => {
  let s: BrowserSession;

  beforeAll(async () => {
    s = await openBrowser();
    await signUpFresh(s.page, { prefix: 'creates-once' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('"New project" asks for a name, and a double click on it and on Create makes one project', async () => {
    const { page } = s;
    await page.goto('/home');
    const sent = postsTo(page, '/api/projects');
    await page.getByRole('button', { name: 'New project' }).first().dblclick();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const name = dialog.getByLabel('Project name');
    // Prefilled with the name it used to get silently.
    await expect.poll(() => name.inputValue()).toMatch(/^New Song /);
    await name.fill('Harbour Lights');
    await dialog.getByRole('button', { name: 'Create project' }).dblclick();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\?tab=audio$/);
    await page.getByRole('heading', { name: 'Harbour Lights' }).waitFor();
    await answered(sent);

    // The account's own "My Library" project is there from the start; what the clicks made is
    // the named one, or (before the dialog) "New Song {date}" ones.
    const made = (await listOf<{ title: string }>(page, '/api/projects'))
      .map((project) => project.title)
      .filter((title) => title === 'Harbour Lights' || title.startsWith('New Song'));
    expect(made).toEqual(['Harbour Lights']);
  });

  it('a double click on "Add credit" adds the credit once', async () => {
    const { page } = s;
    const project = await page.request.post('/api/projects', { data: { title: 'Credits once' } });
    expect(project.status()).toBe(201);
    const { id } = (await project.json()) as { id: string };
    const creditsPath = `/api/projects/${id}/credits`;
    await page.goto(`/projects/${id}?tab=credits`);
    await page.getByText('No credits yet').waitFor();
    const sent = postsTo(page, creditsPath);

    await page.getByRole('button', { name: 'Add credit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByRole('button', { name: 'Producer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add credit' }).dblclick();
    await page.getByText('Credit Added').first().waitFor();
    await answered(sent);

    const credits = await listOf<{ name: string }>(page, creditsPath);
    expect(credits.map((credit) => credit.name)).toEqual(['Ada Lovelace']);
    await page.getByRole('list', { name: 'Credits' }).getByText('Ada Lovelace').waitFor();
    expect(
      await page.getByRole('list', { name: 'Credits' }).getByText('Ada Lovelace').count(),
    ).toBe(1);
  });

  it('a double click on "Create playlist" makes one playlist', async () => {
    const { page } = s;
    await page.goto('/playlists');
    await page.getByRole('heading', { name: 'My Playlists' }).waitFor();
    const sent = postsTo(page, '/api/playlists');
    await page.getByRole('textbox', { name: 'Name' }).fill('Night Drive');
    await page.getByRole('button', { name: 'Create playlist' }).dblclick();
    await page.getByText('Playlist created').first().waitFor();
    await answered(sent);

    const playlists = await listOf<{ name: string }>(page, '/api/playlists');
    expect(playlists.map((playlist) => playlist.name)).toEqual(['Night Drive']);
  });

  it('while a create runs its button says it is busy and cannot be pressed', async () => {
    const { page } = s;
    // The create waits here until the test has looked at the button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/playlists', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await page.goto('/playlists');
    await page.getByRole('heading', { name: 'My Playlists' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Slow Lane');
    await page.getByRole('button', { name: 'Create playlist' }).click();
    const busy = page.getByRole('button', { name: 'Creating' });
    await expect.poll(() => busy.getAttribute('aria-busy')).toBe('true');
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByText('Slow Lane').first().waitFor();
    const idle = page.getByRole('button', { name: 'Create playlist' });
    expect(await idle.getAttribute('aria-busy')).toBeNull();
    await page.unroute('**/api/playlists');
  });
});
