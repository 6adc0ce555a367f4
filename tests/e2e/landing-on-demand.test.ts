import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

// Issue 8 item 1: the landing page fetches its language menu, its two dialogs and the toast
// library on first use (and the demo sign-in's code when idle, or on the first click). The first use must behave as before: it opens (not just loads), and
// focus moves in as Radix moves it, even when the code arrives late.

const CHUNK_DELAY_MS = 600;

/** Role and name of the focused element, and whether it is inside a dialog. */
function focused(s: BrowserSession) {
  return s.page.evaluate(() => {
    const el = document.activeElement;
    const role = el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '';
    return {
      role,
      name: el?.getAttribute('aria-label') ?? '',
      inDialog: !!el?.closest('[role=dialog]'),
    };
  });
}

describe('landing page pieces fetched on first use', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => {
    await s.close();
  });

  /** A fresh landing page whose chunks matching `slow` arrive late. */
  async function freshLanding(slow: RegExp) {
    await s.page.unrouteAll();
    await s.page.route(slow, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      await route.continue();
    });
    await s.page.goto('/');
    await s.page.getByRole('link', { name: 'Get Started' }).first().waitFor();
  }

  it('the first load fetches none of them; the toast region is there once idle', async () => {
    const { page } = s;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect(
      scripts.filter((url) => /language-menu|sign-up-modal|enterprise-survey/.test(url)),
    ).toEqual([]);
    await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
  });

  it('Enter on the language button opens the menu on the first try, focus on the first item', async () => {
    const { page } = s;
    await freshLanding(/language-menu-[\w-]+\.js$/);
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expect.poll(() => focused(s)).toMatchObject({ role: 'menuitemradio' });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // Radix gives focus back to the trigger in a task after the menu unmounts.
    await expect.poll(() => focused(s)).toMatchObject({ role: 'button', name: 'Language: EN' });
  });

  it('a click on the language button opens the menu on the first try, focus in the menu', async () => {
    const { page } = s;
    await freshLanding(/language-menu-[\w-]+\.js$/);
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    await page.getByRole('menu').waitFor();
    await expect.poll(() => focused(s)).toMatchObject({ role: 'menu' });
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Empezar' }).first().waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('the sign-up dialog opens by keyboard on the first try, and its toasts show', async () => {
    const { page } = s;
    await freshLanding(/(sign-up-modal|dist)-[\w-]+\.js$/);
    await page
      .getByRole('button', { name: /Start .*trial/i })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Start your Professional trial' }).waitFor();
    await expect.poll(() => focused(s)).toMatchObject({ inDialog: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Password Too Short' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it, not to the top of the page (Radix moves it
    // a tick after the dialog is gone: poll).
    const focusedPlanButton = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.tagName === 'BUTTON' && /Start .*trial/i.test(active.textContent ?? '');
      });
    await expect.poll(focusedPlanButton).toBe(true);
  });

  // Last: it signs this browser in.
  it('Try Demo Studio signs in and opens the dashboard on the first click, code late', async () => {
    const { page } = s;
    await freshLanding(/(auth-mutations|useMutation)-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Try Demo Studio' }).first().click();
    await page.waitForURL('**/home');
    await page.getByText('Midnight Demo').first().waitFor();
  });
});
