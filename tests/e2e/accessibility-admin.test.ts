import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminServer, type AdminServer } from './support/admin-server';
import { connectBrowser } from './support/browser';
import { seriousViolations } from './support/axe';

// DESIGN §8 for the admin area: every console tab, its dialog, the maintenance page and the
// set-password page, with no serious axe violation.
describe('accessibility of the admin area (axe, WCAG 2.1 AA)', () => {
  let server: AdminServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startAdminServer();
    browser = await connectBrowser();
    // bypassCSP only so that axe's script can be injected.
    const context = await browser.newContext({
      baseURL: server.baseURL,
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/home');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const tabs: [string, string][] = [
    ['Dashboard', 'System Health'],
    ['Users', 'User Management'],
    ['Projects', 'Projects'],
    ['Content', 'Storage Management'],
    ['System', 'System Configuration'],
    ['Analytics', 'Reports'],
  ];
  for (const [tab, heading] of tabs) {
    it(`/admin ${tab} tab has no serious violations`, async () => {
      if (!page.url().endsWith('/admin') && !page.url().includes('/admin?'))
        await page.goto('/admin');
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page
        .locator('[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => {});
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('the Add User dialog has no serious violations', async () => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('dialog', { name: 'Add a user' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('the maintenance page (visitors) and banner (admins) have no serious violations', async () => {
    await page.goto('/admin?tab=system');
    await page.getByRole('switch', { name: 'Maintenance Mode' }).click();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByText('Maintenance mode is on').waitFor();
    // Measured as a reader sees it, not under the pointer that just clicked Save.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await browser.newContext({ baseURL: server.baseURL, bypassCSP: true });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await visitorPage.getByRole('heading', { name: 'Down for maintenance' }).waitFor();
    expect(await seriousViolations(visitorPage)).toEqual([]);
    await visitor.close();

    await page.getByRole('switch', { name: 'Maintenance Mode' }).click();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByText('Configuration saved').waitFor();
  });

  it('a dead set-password link has no serious violations', async () => {
    await page.goto('/set-password/not-a-live-token');
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
