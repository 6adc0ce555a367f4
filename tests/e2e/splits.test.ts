import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

/** A fresh account per run, registered through the API in the page's own cookie jar. */
async function signUpFreshArtist(page: Page): Promise<void> {
  const email = `splits-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Ola',
      lastName: 'Beat',
      artistName: 'Ola Beat',
      email,
      password: 'a-long-password',
    },
  });
  expect(res.status()).toBe(201);
}

const masterList = (page: Page) => page.getByRole('list', { name: 'Master splits' });
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a split' });

/** Opens the add form and fills it; the caller submits. */
async function fillNewSplit(page: Page, name: string, percentage: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add split' }).first().click();
  const dialog = addDialog(page);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Percentage (%)').fill(percentage);
  return dialog;
}

async function addSplit(page: Page, name: string, percentage: string): Promise<void> {
  const dialog = await fillNewSplit(page, name, percentage);
  await dialog.getByRole('button', { name: 'Add split' }).click();
  await dialog.waitFor({ state: 'detached' });
  await masterList(page).getByText(name, { exact: true }).waitFor();
}

// Issue 4 items 5–7: the owner shares out a master recording and keeps a record of it.
describe('splits: add, refuse over 100 %, edit, delete, history, sheet', () => {
  let s: BrowserSession;
  let projectId = '';
  /** Split writes the page sent (POST/PUT/DELETE), to prove a refused form sends nothing. */
  const writes: string[] = [];

  beforeAll(async () => {
    s = await openBrowser();
    await signUpFreshArtist(s.page);
    const res = await s.page.request.post('/api/projects', { data: { title: 'Split Song' } });
    expect(res.status()).toBe(201);
    projectId = ((await res.json()) as { id: string }).id;
    s.page.on('request', (request) => {
      if (request.url().includes('/splits') && request.method() !== 'GET') {
        writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('opens on master with an empty state, and keeps the sub-tab in the URL', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}?tab=splits`);
    await page.getByText('No master splits yet').waitFor();
    await page.getByText('Splits total 0% - Need 100%').waitFor();
    await page.getByRole('tab', { name: /Publishing/ }).click();
    await page.waitForURL(/tab=splits&split=publishing$/);
    await page.getByText('No publishing splits yet').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/split=performance$/);
    await page.getByText('No performance rights splits yet').waitFor();
    await page.reload();
    await expect(
      page.getByRole('tab', { name: /Performance rights/ }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await page.getByRole('tab', { name: /Master/ }).click();
    await page.waitForURL(/tab=splits&split=master$/);
  });

  it('adds 60 and 40 and is ready for distribution', async () => {
    const { page } = s;
    await addSplit(page, 'Ada', '60');
    await page.getByText('Split Added').waitFor();
    await page.getByText('Splits total 60% - Need 40%').waitFor();
    await addSplit(page, 'Bo', '40');
    await page.getByText('Ready for distribution').waitFor();
    await expect(masterList(page).getByRole('listitem').count()).resolves.toBe(2);
    const meter = page.getByRole('meter', { name: 'Master allocated' });
    await expect(meter.getAttribute('aria-valuenow')).resolves.toBe('100');
  });

  it('refuses a third split of 5 with the server message and adds nothing', async () => {
    const { page } = s;
    const dialog = await fillNewSplit(page, 'Cy', '5');
    await dialog.getByRole('button', { name: 'Add split' }).click();
    await dialog.getByText('Splits total 105% - Over 5%').waitFor();
    // The form stays open with what was typed, the percentage marked as the field at fault.
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe('Cy');
    await expect(dialog.getByLabel('Percentage (%)').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(masterList(page).getByRole('listitem').count()).resolves.toBe(2);
    const body = (await (await page.request.get(`/api/projects/${projectId}/splits`)).json()) as {
      splits: { name: string }[];
    };
    expect(body.splits.map((split) => split.name).sort()).toEqual(['Ada', 'Bo']);
  });

  it('shows "Invalid Percentage" for a non-number, 0 and 100.001, and sends nothing', async () => {
    const { page } = s;
    const before = writes.length;
    const dialog = await fillNewSplit(page, 'Cy', 'abc');
    for (const percentage of ['abc', '0', '100.001']) {
      await dialog.getByLabel('Percentage (%)').fill(percentage);
      await dialog.getByRole('button', { name: 'Add split' }).click();
      await dialog.getByText('Invalid Percentage').waitFor();
      await dialog.getByText('Please enter a valid percentage between 0 and 100.').waitFor();
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(writes.slice(before)).toEqual([]);
  });

  it('edits Ada from 60 to 50 and warns that 10 % is missing', async () => {
    const { page } = s;
    await masterList(page).getByRole('button', { name: 'Edit split Ada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit split' });
    await expect(dialog.getByLabel('Percentage (%)').inputValue()).resolves.toBe('60');
    await dialog.getByLabel('Percentage (%)').fill('50');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Split Updated').waitFor();
    // Focus goes back to the button that opened the form.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Edit split Ada',
    );
    await page.getByText('Splits total 90% - Need 10%').waitFor();
    await masterList(page).getByText('50%').waitFor();
  });

  it('deletes Bo after the confirmation', async () => {
    const { page } = s;
    await masterList(page).getByRole('button', { name: 'Delete split Bo' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this split?').waitFor();
    await confirm.getByRole('button', { name: 'Delete split' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Split Deleted').waitFor();
    // The row that opened the dialog is gone: focus lands on the list's heading.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Master splits');
    await page.getByText('Splits total 50% - Need 50%').waitFor();
    await expect(masterList(page).getByRole('listitem').count()).resolves.toBe(1);
  });

  it('lists every change in the history, newest first', async () => {
    const { page } = s;
    const history = page.getByRole('region', { name: 'Change history' });
    const entries = history.locator(':scope > ol > li');
    await entries.nth(3).waitFor();
    const lines = await entries.evaluateAll((items) =>
      items.map((item) => item.querySelector('p')?.textContent ?? ''),
    );
    expect(lines).toEqual([
      'Ola Beat deleted Bo',
      'Ola Beat edited Ada',
      'Ola Beat added Bo',
      'Ola Beat added Ada',
    ]);
    await expect(entries.nth(1).textContent()).resolves.toMatch(/Share: 60%\s*→\s*to\s*50%/);
  });

  it('opens the printable split sheet in a new tab', async () => {
    const { page, context } = s;
    const [sheet] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Printable split sheet/ }).click(),
    ]);
    await sheet.waitForLoadState();
    expect(new URL(sheet.url()).pathname).toBe(`/api/projects/${projectId}/splits/master/sheet`);
    await sheet.getByText('Ada').first().waitFor();
    await expect(sheet.locator('body').textContent()).resolves.toContain('Split Song');
    await sheet.close();
  });
});
