import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminServer, type AdminServer } from './support/admin-server';
import { connectBrowser } from './support/browser';

// Issue 14 item 7: an administrator sends a reset link from the Users tab; with no e-mail
// configured (this server has no SMTP) the link is shown to hand over, and it works.
describe('admin: send a reset link', () => {
  let server: AdminServer;
  let browser: Browser;

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
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the link in a copyable field, and the person sets a new password with it', async () => {
    const email = `reset-${randomBytes(3).toString('hex')}@example.com`;
    const member = await newPage();
    const signedUp = await member.request.post('/api/auth/register', {
      data: {
        firstName: 'Rae',
        lastName: 'Set',
        artistName: 'Rae Set',
        email,
        password: 'old password 1',
      },
    });
    expect(signedUp.status()).toBe(201);

    const admin = await newPage();
    await admin.goto('/login');
    await admin.getByLabel('Email').fill(server.admin.email);
    await admin.getByLabel('Password', { exact: true }).fill(server.admin.password);
    await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
    await admin.waitForURL('**/home');
    await admin.goto('/admin?tab=users');
    await admin.getByLabel('Search users').fill(email);
    const row = admin.getByRole('row', { name: new RegExp(email) });
    await row.getByRole('button', { name: 'Send Rae Set a password reset link' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reset the password of Rae Set' });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText('E-mail is not configured, so nothing was sent.').waitFor();
    const link = await dialog.getByLabel('Reset link').inputValue();
    expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy' }).waitFor();

    await member.goto(new URL(link).pathname);
    await member.getByLabel('New password', { exact: true }).fill('new password 1');
    await member.getByLabel('Confirm password', { exact: true }).fill('new password 1');
    await member.getByRole('button', { name: 'Set new password' }).click();
    await member.waitForURL(/\/login$/);
    expect((await member.request.get('/api/auth/user')).status()).toBe(401);
    const signIn = await member.request.post('/api/auth/login', {
      data: { email, password: 'new password 1' },
    });
    expect(signIn.status()).toBe(200);
  });
});
