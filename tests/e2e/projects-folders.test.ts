import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

const FILED = 'Harbour Lights';
const DRAGGED = 'Paper Moon';
const OTHER = 'Quiet Engine';
const FOLDER = 'Summer EP';
const RENAMED = 'Singles';

/** A POST through the page's cookie jar that must succeed; its JSON. */
async function created<T>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The project titles the list shows now, from their links. */
const listedTitles = (page: Page, list: string) =>
  page
    .getByRole('list', { name: new RegExp(`^${list}`) })
    .getByRole('heading')
    .allTextContents();

// Issue 16 items 3 and 4: a folder made, a project filed from its menu and another by drag and
// drop, both found on /projects by search and by the folder filter; the folder renamed and
// deleted, and its projects still listed.
describe('projects and folders', () => {
  let s: BrowserSession;

  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: true });
    await signUpFresh(s.page, { prefix: 'folders' });
    for (const title of [FILED, DRAGGED, OTHER]) {
      await created(s.page, '/api/projects', { title });
    }
  });
  afterAll(async () => {
    await s.close();
  });

  it('creates a folder on /folders from the sidebar', async () => {
    const { page } = s;
    await page.goto('/home');
    await page.getByRole('link', { name: 'Folders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Folders' }).waitFor();
    await page.getByText('No folders yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New folder' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByRole('textbox', { name: 'Folder name' }).fill(FOLDER);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await page.getByText(`Folder “${FOLDER}” created`).waitFor();
    await page.getByRole('link', { name: FOLDER, exact: true }).waitFor();
    await page.getByText('0 projects').waitFor();

    // The same name again is refused beside the field, and nothing is added.
    await page.getByRole('button', { name: 'New folder' }).first().click();
    await dialog.getByRole('textbox', { name: 'Folder name' }).fill(FOLDER.toLowerCase());
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await dialog.getByText('You already have a folder with this name').waitFor();
    await page.keyboard.press('Escape');
    expect((await (await page.request.get('/api/folders')).json()).length).toBe(1);
  });

  it('moves a project into the folder from its menu on /projects', async () => {
    const { page } = s;
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.getByRole('link', { name: FILED }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `More actions for ${FILED}` }).click();
    await page.getByRole('menuitem', { name: 'Move to folder…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to folder' });
    await dialog.getByRole('radio', { name: FOLDER }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText(`“${FILED}” moved to ${FOLDER}`).waitFor();
  });

  it('drags another project onto the folder on /folders', async () => {
    const { page } = s;
    await page.goto('/folders');
    const card = page
      .getByRole('list', { name: /^Projects/ })
      .getByRole('listitem')
      .filter({ hasText: DRAGGED });
    const tile = page
      .getByRole('list', { name: 'Your folders' })
      .getByRole('listitem')
      .filter({ hasText: FOLDER });
    await card.waitFor();
    const from = (await card.boundingBox())!;
    const to = (await tile.boundingBox())!;
    // Pressed near the card's top left corner: toasts sit at the bottom right.
    await page.mouse.move(from.x + 30, from.y + 30);
    await page.mouse.down();
    // dnd-kit starts after 4 px, then follows the pointer; a person's pace, not a jump.
    await page.mouse.move(from.x + 40, from.y + 30, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await page.getByText(`“${DRAGGED}” moved to ${FOLDER}`).waitFor();
    await tile.getByText('2 projects').waitFor();
  });

  it('finds the filed project by search and by the folder filter', async () => {
    const { page } = s;
    await page.goto('/projects');
    await page.getByRole('link', { name: OTHER }).waitFor();
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('harbour');
    await expect.poll(() => listedTitles(page, 'All projects')).toEqual([FILED]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('link', { name: OTHER }).waitFor();

    await page.getByRole('combobox', { name: 'Filter by folder' }).selectOption({ label: FOLDER });
    await expect
      .poll(async () => (await listedTitles(page, 'All projects')).sort())
      .toEqual([DRAGGED, FILED].sort());
    expect(page.url()).toMatch(/[?&]folder=[0-9a-f-]{36}/);
    // Rows instead of cards, remembered after a reload.
    await page.getByRole('button', { name: 'Rows' }).click();
    await page.reload();
    await page.getByRole('link', { name: FILED }).waitFor();
    expect(await page.getByRole('button', { name: 'Rows' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('renames and deletes the folder; its projects stay listed', async () => {
    const { page } = s;
    await page.goto('/folders');
    await page.getByRole('button', { name: `More actions for the folder ${FOLDER}` }).click();
    await page.getByRole('menuitem', { name: 'Rename…' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename folder' });
    await rename.getByRole('textbox', { name: 'Folder name' }).fill(RENAMED);
    await rename.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByText(`Folder renamed to “${RENAMED}”`).waitFor();

    await page.getByRole('link', { name: RENAMED, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: RENAMED }).waitFor();
    await page.getByRole('link', { name: FILED }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the folder “${RENAMED}”?` });
    await confirm.getByText('Its 2 projects are kept').waitFor();
    await confirm.getByRole('button', { name: 'Delete folder' }).click();
    await page.getByText('No folders yet').waitFor();
    expect(new URL(page.url()).pathname).toBe('/folders');

    await page.goto('/projects');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('harbour');
    await expect.poll(() => listedTitles(page, 'All projects')).toEqual([FILED]);
    const found = await page.request.get('/api/projects?limit=10&q=Harbour');
    const projects = (await found.json()) as { folderId: string | null }[];
    expect(projects.map((project) => project.folderId)).toEqual([null]);
  });
});
