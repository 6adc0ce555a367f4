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
    await page.getByRole('button', { name: 'New project' }).first().click();
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
});
