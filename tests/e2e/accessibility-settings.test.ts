import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';
import { seriousViolations } from './support/axe';

// DESIGN §8 for issue 7's settings: no serious axe issue in the light and the dark theme.
describe('accessibility of settings and the dark theme (axe, WCAG 2.1 AA)', () => {
  let s: BrowserSession;
  let projectId = '';

  const setTheme = async (theme: 'light' | 'dark') => {
    const res = await s.page.request.patch('/api/settings', {
      headers: { Origin: s.baseURL },
      data: { theme },
    });
    expect(res.status()).toBe(200);
  };
  const expectTheme = (page: Page, dark: boolean) =>
    page.waitForFunction(
      (wanted) => document.documentElement.classList.contains('dark') === wanted,
      dark,
    );

  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: true });
    // A fresh account: the demo account's settings are shared with other journeys.
    const registered = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Axe',
        lastName: 'Theme',
        artistName: 'Axe Theme',
        email: `axe-theme-${randomBytes(4).toString('hex')}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const created = await s.page.request.post('/api/projects', {
      headers: { Origin: s.baseURL },
      data: { title: 'Axe Nights' },
    });
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await s.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`/settings and its delete dialog in the ${theme} theme`, async () => {
      const { page } = s;
      await setTheme(theme);
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Danger zone' }).waitFor();
      await expectTheme(page, theme === 'dark');
      expect(await seriousViolations(page), 'settings').toEqual([]);

      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('alertdialog').waitFor();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alert').filter({ hasText: 'Enter your password' }).waitFor();
      expect(await seriousViolations(page), 'delete dialog').toEqual([]);
      await page.keyboard.press('Escape');
    });
  }

  it('the dashboard, the studio and a project page in the dark theme', async () => {
    const { page } = s;
    await setTheme('dark');
    await page.goto('/home');
    await page.getByRole('heading', { name: /Axe Theme/ }).waitFor();
    await expectTheme(page, true);
    expect(await seriousViolations(page), 'dashboard').toEqual([]);

    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    expect(await seriousViolations(page), 'studio').toEqual([]);

    for (const tab of ['overview', 'lyrics', 'details']) {
      await page.goto(`/projects/${projectId}?tab=${tab}`);
      await page.getByRole('tab', { name: 'Overview' }).waitFor();
      await page.getByRole('tabpanel').waitFor();
      expect(await seriousViolations(page), tab).toEqual([]);
    }
  });

  it('the Save button and unsaved status of auto-save off, in both themes', async () => {
    const { page } = s;
    const res = await page.request.patch('/api/settings', {
      headers: { Origin: s.baseURL },
      data: { autoSave: false },
    });
    expect(res.status()).toBe(200);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(theme);
      await page.goto(`/projects/${projectId}?tab=details`);
      await page.getByLabel('Tempo (BPM)').fill(theme === 'light' ? '100' : '101');
      await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
      await expectTheme(page, theme === 'dark');
      expect(await seriousViolations(page), theme).toEqual([]);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    }
  });
});
