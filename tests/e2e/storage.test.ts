import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminServer, type AdminServer } from './support/admin-server';
import { connectBrowser } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

// Issue 14 item 9: Settings shows the plan, its trial and the storage used and left; an
// administrator's limit for one person shows there, and the upload refuses before sending a
// file that cannot fit.
describe('plan and storage', () => {
  let server: AdminServer;
  let browser: Browser;
  let admin: Page;
  let musician: Page;
  let email = '';

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(15_000);
    return context.newPage();
  };

  beforeAll(async () => {
    server = await startAdminServer();
    browser = await connectBrowser();
    admin = await newPage();
    const signedIn = await admin.request.post('/api/auth/login', {
      headers: { Origin: server.baseURL },
      data: { email: server.admin.email, password: server.admin.password },
    });
    expect(signedIn.status()).toBe(200);
    musician = await newPage();
    // The landing page's Professional sign-up: the plan with its 14-day trial.
    email = `storage-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await musician.request.post('/api/auth/register', {
      data: {
        firstName: 'Sto',
        lastName: 'Rage',
        artistName: 'Sto Rage',
        email,
        password: 'a-long-password',
        plan: 'professional',
      },
    });
    expect(registered.status()).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const storageCard = (page: Page) => page.getByRole('region', { name: 'Plan & Storage' });

  it("shows the plan, its trial and the plan's storage", async () => {
    await musician.goto('/settings');
    const card = storageCard(musician);
    await card.getByText('Professional').waitFor();
    await card.getByText(/^Free trial until /).waitFor();
    const meter = card.getByRole('meter', { name: /^0\.0 MB of 500\.0 GB used$/ });
    await expect(meter.getAttribute('aria-valuenow')).resolves.toBe('0');
    await card.getByText('500.0 GB left').waitFor();
  });

  it("refuses before sending a file that cannot fit in an administrator's limit, and sends the rest", async () => {
    // The administrator sets it in the Users tab (the Content tab's 500 MB is proposed).
    await admin.goto('/admin?tab=users');
    await admin.getByLabel('Search users').fill(email);
    const row = admin.getByRole('row', { name: new RegExp(email) });
    await row.getByRole('button', { name: 'Storage limit for Sto Rage' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Storage limit for Sto Rage' });
    const field = dialog.getByLabel('Storage limit (MB)');
    await expect(field.inputValue()).resolves.toBe('500');
    await field.fill('1');
    await dialog.getByRole('button', { name: 'Save limit' }).click();
    await admin.getByText('Sto Rage is limited to 1 MB').waitFor();

    await musician.goto('/settings');
    const card = storageCard(musician);
    await card.getByText('Your administrator set this limit.').waitFor();
    await card.getByText('1.0 MB left').waitFor();

    const sent: string[] = [];
    musician.on('request', (request) => {
      // An upload starts with the resumable upload's creation (POST); chunks are PATCHes.
      if (request.method() === 'POST' && request.url().includes('/api/uploads/resumable')) {
        sent.push(request.url());
      }
    });
    await musician.goto('/studio');
    await musician.getByText('No audio files yet').waitFor();
    await musician.getByLabel('Choose audio files to upload').setInputFiles([
      { name: 'too-big.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(2 * 1024 * 1024) },
      {
        name: 'tone-2.0s.wav',
        mimeType: 'audio/wav',
        buffer: await readFile(path.join(fixtures, 'tone-2.0s.wav')),
      },
    ]);
    await musician.getByText('too-big.wav does not fit in your storage: 1.0 MB left').waitFor();
    await musician.getByText('Upload Successful').waitFor();
    expect(sent).toHaveLength(1); // only the file that fits went out
    await musician
      .getByRole('button', { name: /tone-2\.0s/ })
      .first()
      .waitFor();
  });
});
