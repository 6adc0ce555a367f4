import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminServer, type AdminServer } from './support/admin-server';
import { seriousViolations } from './support/axe';
import { connectBrowser } from './support/browser';

const PASSWORD = 'a-long-password';
const unique = (who: string) => `${who}-${randomBytes(4).toString('hex')}@example.com`;

// Issue 25 item 4, on a server with no SMTP server (the default): the administrator is told
// where mail goes, "Forgot password" says who can help, an invitation hands its link to the
// owner, and only the invited e-mail can use that link (decision 021).
describe('running without mail', () => {
  let server: AdminServer;
  let browser: Browser;

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
      // axe is injected into pages served under our CSP.
      bypassCSP: true,
    });
    context.setDefaultTimeout(15_000);
    return context.newPage();
  };
  const signUp = async (page: Page, email: string, artistName: string) => {
    const res = await page.request.post('/api/auth/register', {
      data: { firstName: artistName, lastName: 'E2E', artistName, email, password: PASSWORD },
    });
    expect(res.status()).toBe(201);
  };
  const signIn = async (page: Page, email: string, password: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };

  beforeAll(async () => {
    server = await startAdminServer();
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the admin console says no SMTP server is set up and names the outbox folder', async () => {
    const admin = await newPage();
    await admin.goto('/login');
    await signIn(admin, server.admin.email, server.admin.password);
    await admin.waitForURL('**/home');
    await admin.goto('/admin');
    const notice = admin.getByRole('region', { name: 'E-mail is not set up' });
    await notice.getByText('No SMTP server is configured, so e-mail reaches nobody').waitFor();
    expect(await notice.locator('code').textContent()).toMatch(/trackroom-e2e-admin-.*\/outbox$/);
    await notice.getByRole('button', { name: 'Set up e-mail' }).click();
    await admin.waitForURL('**/admin?tab=system');
  });

  it('"Forgot password" says to ask the administrator instead of promising an e-mail', async () => {
    const visitor = await newPage();
    await visitor.goto('/forgot-password');
    await visitor.getByText('E-mail is not set up on this Trackroom').waitFor();
    await visitor.getByText('npm run admin:create').waitFor();
    expect(await visitor.getByRole('button', { name: 'Send reset link' }).count()).toBe(0);
    expect(await seriousViolations(visitor)).toEqual([]);
  });

  it('an invitation shows its link to copy, and only the invited e-mail can accept it', async () => {
    const bobEmail = unique('bob');
    const owner = await newPage();
    const bob = await newPage();
    const carol = await newPage();
    await signUp(owner, unique('owner'), 'Olive');
    await signUp(bob, bobEmail, 'Bob');
    await bob.request.post('/api/auth/logout');
    await signUp(carol, unique('carol'), 'Carol');
    const title = `No Mail ${randomBytes(3).toString('hex')}`;
    const created = await owner.request.post('/api/projects', { data: { title } });
    const { id } = (await created.json()) as { id: string };

    await owner.goto(`/projects/${id}?tab=collaborators`);
    const form = owner.getByRole('region', { name: 'Invite a collaborator' });
    await form.getByText('E-mail is not set up on this server').waitFor();
    await form.getByLabel('E-mail address').fill(bobEmail);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const field = form.getByLabel(`Invitation link for ${bobEmail}`);
    const link = await field.inputValue();
    expect(link).toMatch(/\/invitations\/[\w-]+$/);
    await form.getByText('so no e-mail went out: copy this link and send it').waitFor();
    await form.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await seriousViolations(owner)).toEqual([]);

    // "Copy invite link" on the pending invitation: a fresh link, and the old one ends.
    const pending = owner.getByRole('region', { name: 'Pending invitations' });
    await pending.getByRole('button', { name: `Copy invite link for ${bobEmail}` }).click();
    await pending.getByText('the previous link, and the one in any e-mail sent before').waitFor();
    const fresh = await pending.getByLabel(`Invitation link for ${bobEmail}`).inputValue();
    expect(fresh).not.toBe(link);
    const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;
    expect((await owner.request.get(`/api/invitations/${tokenOf(link)}`)).status()).toBe(404);
    expect((await owner.request.get(`/api/invitations/${tokenOf(fresh)}`)).status()).toBe(200);

    // Forwarded to Carol: she is asked to switch to Bob's account, and cannot accept.
    await carol.goto(new URL(fresh).pathname);
    await carol.getByText(`but this invitation is for ${bobEmail}`).waitFor();
    expect(await carol.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    expect(await seriousViolations(carol)).toEqual([]);
    await carol.getByRole('button', { name: `Sign in as ${bobEmail}` }).click();
    await carol.waitForURL(/\/login\?next=/);
    await signIn(carol, bobEmail, PASSWORD);
    await carol.getByRole('button', { name: `Accept the invitation to ${title}` }).click();
    await carol.waitForURL(`**/projects/${id}**`);
    await carol.getByText('Invitation Accepted').first().waitFor();
  });
});
