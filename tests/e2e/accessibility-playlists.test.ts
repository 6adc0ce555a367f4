import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

// DESIGN §8 for the playlists issue: the grid, a playlist with its dialogs, and the public page.
describe('accessibility of playlists (axe, WCAG 2.1 AA)', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: true });
    await signUpFresh(s.page, { prefix: 'a11y-playlists' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('/playlists, a playlist, its add-songs dialog and its public page', async () => {
    const { page } = s;
    await page.goto('/playlists');
    await page.getByText('No playlists yet', { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const upload = await page.request.post('/api/audio', {
      multipart: {
        audio: {
          name: 'tone-2.0s.wav',
          mimeType: 'audio/wav',
          buffer: await readFile(path.join(fixtures, 'tone-2.0s.wav')),
        },
      },
    });
    expect(upload.ok()).toBe(true);
    const created = await page.request.post('/api/playlists', {
      data: { name: 'Axe mix', isPublic: true },
    });
    const playlist = (await created.json()) as { id: string; shareUrl: string };
    await page.goto('/playlists');
    await page.getByRole('link', { name: /Axe mix/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/playlists/${playlist.id}`);
    await page.getByRole('heading', { level: 1, name: 'Axe mix' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add songs' }).first().click();
    await page.getByRole('checkbox', { name: 'tone-2.0s' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(playlist.shareUrl);
    await page.getByRole('heading', { level: 1, name: 'Axe mix' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
