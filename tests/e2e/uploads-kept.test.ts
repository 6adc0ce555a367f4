import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';
import { dropFiles } from './support/drop-files';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

/** The upload queue's row of one file (the rows a file keeps until it is a song). */
const uploadRow = (page: Page, name: string) =>
  page.locator('[data-upload-state]').filter({ hasText: name });

// Issue 16 item 6: uploads that never lose work. A refused file keeps its row with the
// server's reason and Retry; files dropped anywhere on the page upload; a take whose upload
// fails is kept in the browser and offered again after a reload.
describe('uploads that never lose work', () => {
  let s: BrowserSession;
  let projectId = '';
  beforeAll(async () => {
    s = await openBrowser({ fakeMicrophone: true });
    await signUpFresh(s.page, { prefix: 'kept', artistName: 'Kept Takes' });
    const created = await s.page.request.post('/api/projects', {
      headers: { Origin: s.baseURL },
      data: { title: 'Takes Kept' },
    });
    expect(created.status()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await s.close();
  });

  it('keeps a refused file as a row with the reason, without Retry, while the others upload', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    const fixture = async (name: string, mimeType: string) => ({
      name,
      mimeType,
      buffer: await readFile(path.join(fixtures, name)),
    });
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles([
        await fixture('tone-2.0s.wav', 'audio/wav'),
        { name: 'liner-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a song\n') },
        await fixture('tone-3.0s.mp3', 'audio/mpeg'),
      ]);
    await page.getByRole('button', { name: 'Play tone-2.0s' }).waitFor();
    await page.getByRole('button', { name: 'Play tone-3.0s' }).waitFor();
    const refused = uploadRow(page, 'liner-notes.txt');
    await refused.getByText(/^Upload failed: Unsupported file type/).waitFor();
    await expect(refused.getAttribute('data-upload-state')).resolves.toBe('failed');
    // It stays: not a toast that the next one hides. Refused for what it is, it offers no
    // Retry (issue 25 item 3): sending it again could never succeed.
    await page.waitForTimeout(1500);
    await refused.getByText(/^Upload failed: Unsupported file type/).waitFor();
    await expect(refused.getByRole('button', { name: /^Retry/ }).count()).resolves.toBe(0);
    await refused
      .getByRole('button', { name: 'Dismiss the failed upload of liner-notes.txt' })
      .click();
    await expect.poll(() => refused.count()).toBe(0);
    await page.getByText('2 songs').first().waitFor();
  });

  it('says in plain words that an empty file has nothing to upload, with no Retry', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByLabel('Choose audio files to upload').waitFor({ state: 'attached' });
    const sent: string[] = [];
    const watch = (request: { url: () => string; method: () => string }) => {
      // Creations and chunks: the page also asks (HEAD, GET) about earlier uploads on load.
      const sends = ['POST', 'PATCH'].includes(request.method());
      if (sends && request.url().includes('/api/uploads/resumable')) sent.push(request.method());
    };
    page.on('request', watch);
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles([{ name: 'silence.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(0) }]);
    const empty = uploadRow(page, 'silence.wav');
    await empty
      .getByText('Upload failed: This file is empty (0 bytes), so there is nothing to upload.')
      .waitFor();
    await expect(empty.getAttribute('data-upload-state')).resolves.toBe('failed');
    await expect(empty.getByRole('button', { name: /^Retry/ }).count()).resolves.toBe(0);
    page.off('request', watch);
    expect(sent).toEqual([]); // refused before a byte is sent
    await empty.getByRole('button', { name: 'Dismiss the failed upload of silence.wav' }).click();
    await expect.poll(() => empty.count()).toBe(0);
  });

  it('uploads files dropped anywhere on the page through the same queue', async () => {
    const { page } = s;
    const wav = (await readFile(path.join(fixtures, 'tone-2.0s.wav'))).toString('base64');
    const flac = (await readFile(path.join(fixtures, 'tone-2.5s.flac'))).toString('base64');
    await dropFiles(page, [
      { name: 'dropped-one.wav', type: 'audio/wav', base64: wav },
      { name: 'dropped-two.flac', type: 'audio/flac', base64: flac },
    ]);
    await page.getByRole('button', { name: 'Play dropped-one' }).waitFor();
    await page.getByRole('button', { name: 'Play dropped-two' }).waitFor();
    await expect(page.getByTestId('file-drop-target').count()).resolves.toBe(0);
    await page.getByText('4 songs').first().waitFor();
  });

  it('keeps a take whose upload failed and offers it again after a reload', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}?tab=audio`);
    await page.getByText('No audio files yet').waitFor();
    // The server is unreachable for the take's upload (it is retried a few times, then fails).
    const refuseUploads = '**/api/uploads/resumable**';
    await page.route(refuseUploads, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: 'Server Error', message: 'Down' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();
    await page.waitForTimeout(2300);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByText('Save Failed').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '1 unsaved take' }).waitFor();
    await page.unroute(refuseUploads);

    await page.reload();
    await page.getByRole('button', { name: '1 unsaved take' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved takes' });
    await dialog.getByRole('button', { name: /^Upload Recording / }).click();
    await page.getByRole('button', { name: /^Play Recording / }).waitFor();
    await expect(page.getByRole('button', { name: '1 unsaved take' }).count()).resolves.toBe(0);
    // Stored on the server, it is no longer kept: another reload offers nothing.
    await page.reload();
    await page.getByRole('button', { name: /^Play Recording / }).waitFor();
    await expect(page.getByRole('button', { name: /unsaved take/ }).count()).resolves.toBe(0);
  });
});
