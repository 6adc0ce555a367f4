import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';
import { waitUntilAudioPlays, watchStartedMedia } from './support/started-media';

describe('demo studio and public pages', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => {
    await s.close();
  });

  it('shows "Page Not Found" for an unknown path, with a way home', async () => {
    const { page } = s;
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();
    await page
      .getByRole('link', { name: 'Home' })
      .or(page.getByRole('button', { name: 'Home' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('switches the landing page to Spanish and remembers it', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Empezar' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('link', { name: 'Empezar' }).first().waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('demo login shows the demo songs, and one of them plays', async () => {
    const { page } = s;
    await watchStartedMedia(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Demo Studio' }).click();
    await page.waitForURL('**/home');
    for (const title of ['Midnight Demo', 'Sunrise Sketch', 'City Lights Groove']) {
      await page.getByText(title, { exact: true }).first().waitFor();
    }
    await page.getByRole('button', { name: 'Play Midnight Demo' }).click();
    // The browser really fetched and decoded the WAV: time advances past zero.
    await waitUntilAudioPlays(page, 0.2);
    await page.getByRole('button', { name: 'Pause Midnight Demo' }).click();
  });

  it('sends a signed-out visitor of an app page to the login screen', async () => {
    const { page, context } = s;
    await context.clearCookies();
    await page.goto('/home');
    await page.waitForURL('**/login?next=%2Fhome');
  });
});
