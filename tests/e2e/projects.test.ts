import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

describe('a project from creation to deletion', () => {
  let s: BrowserSession;
  let projectUrl = '';
  beforeAll(async () => {
    s = await openBrowser();
    const email = `projects-${randomBytes(4).toString('hex')}@example.com`;
    const res = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Ola',
        lastName: 'Beat',
        artistName: 'Ola Beat',
        email,
        password: 'a-long-password',
      },
    });
    expect(res.status()).toBe(201);
  });
  afterAll(async () => {
    await s.close();
  });

  it('creates a project from the sidebar and lands on its audio tab', async () => {
    const { page } = s;
    await page.goto('/home');
    const newProject = page.getByRole('button', { name: 'New project' }).first();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    // It asks for a name first (issue 25 item 9): Escape creates nothing.
    await newProject.click();
    await dialog.getByLabel('Project name').press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/home');
    // Enter accepts the name it offers.
    await newProject.click();
    await dialog.getByLabel('Project name').press('Enter');
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\?tab=audio$/);
    projectUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: /New Song/ }).waitFor();
    await page.getByText('No audio files yet').waitFor();
  });

  it('renames the project: Enter saves, Escape cancels', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Edit project title' }).click();
    const input = page.getByLabel('Project title');
    await input.fill('Summer EP');
    await input.press('Enter');
    await page.getByRole('heading', { name: /Summer EP/ }).waitFor();
    await page.getByRole('button', { name: 'Edit project title' }).click();
    await page.getByLabel('Project title').fill('Never saved');
    await page.getByLabel('Project title').press('Escape');
    await page.getByRole('heading', { name: /Summer EP/ }).waitFor();
    const project = await page.request.get(`/api${projectUrl}`);
    expect((await project.json()).title).toBe('Summer EP');
  });

  it('uploads into the project and keeps the tab across a reload', async () => {
    const { page } = s;
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, 'tone-2.0s.ogg'));
    await page.getByRole('button', { name: 'Play tone-2.0s' }).waitFor();
    await page.getByText('1 audio file').first().waitFor();
    await page.getByRole('tab', { name: 'Lyrics' }).click();
    await page.waitForURL(/tab=lyrics/);
    await page.reload();
    await expect(
      page.getByRole('tab', { name: 'Lyrics' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
  });

  it('deletes the project after confirmation, and its page then says "Project not found"', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'More project actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Project' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Project' }).click();
    await page.waitForURL('**/home');
    await page.goto(projectUrl);
    await page.getByText('Project not found').first().waitFor();
  });

  it('pages the studio’s project picker: a project past the first page shows on demand and stays chosen after a reload', async () => {
    const { page } = s;
    const ids: string[] = [];
    for (let n = 1; n <= 101; n++) {
      const res = await page.request.post('/api/projects', { data: { title: `Batch ${n}` } });
      ids.push(((await res.json()) as { id: string }).id);
    }
    await page.goto('/studio?tab=credits');
    const picker = page.getByRole('combobox', { name: 'Project' });
    await picker.waitFor();
    // The library and the 99 projects changed last; the oldest two wait for the next page.
    await expect(picker.locator('option', { hasText: 'Batch 101' }).count()).resolves.toBe(1);
    await expect(picker.locator('option', { hasText: /^Batch 1$/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show more projects' }).click();
    await expect.poll(() => picker.locator('option', { hasText: /^Batch 1$/ }).count()).toBe(1);
    await picker.selectOption({ label: 'Batch 1' });
    await page.waitForURL(new RegExp(`project=${ids[0]}`));
    // A reload shows the first page only, yet the chosen project is still the one shown.
    await page.reload();
    await expect.poll(() => picker.inputValue()).toBe(ids[0]);
  });
});
