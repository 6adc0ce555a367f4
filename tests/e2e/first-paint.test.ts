import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from './support/browser';
import { inject } from 'vitest';

/** In the page, before any of its script: remembers the first heading the server sent. */
function rememberSentHeading() {
  new MutationObserver((_changes, observer) => {
    const heading = document.querySelector('h1');
    if (!heading) return;
    (window as unknown as { sentHeading: Element }).sentHeading = heading;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** In the page: whether the heading the server sent is the one on screen (hydrated, kept). */
function sentHeadingKept() {
  const sent = (window as unknown as { sentHeading?: Element }).sentHeading;
  return Boolean(sent?.isConnected && sent === document.querySelector('h1'));
}

// Issue 30 item 4 (decision 035): the public pages arrive drawn by the server, in the
// reader's language, and the browser's script takes them over instead of drawing them again.
describe('first paint of the public pages', () => {
  const baseURL = inject('baseURL');
  const tag = randomBytes(3).toString('hex');
  const handle = `first-paint-${tag}`;
  let browser: Awaited<ReturnType<typeof connectBrowser>>;
  const contexts: BrowserContext[] = [];
  const open = async (options: { javaScriptEnabled?: boolean; locale?: string } = {}) => {
    const context = await browser.newContext({ baseURL, ...options });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    browser = await connectBrowser();
    const artist = await open();
    const { request } = artist;
    const registered = await request.post('/api/auth/register', {
      data: {
        firstName: 'Paula',
        lastName: 'Paint',
        artistName: `Paula ${tag}`,
        email: `first-paint-${tag}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const saved = await request.patch('/api/user/profile', {
      data: { bio: 'Songs painted first.', handle, isPublic: true, publicFields: ['bio'] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
  });

  it('a visitor gets the landing page drawn, with no script running', async () => {
    const page = await (await open({ javaScriptEnabled: false })).newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    // This instance's own figures, never the spec's sample claims.
    await expect(page.locator('#site-figures').textContent()).resolves.toMatch(/Creators/);
    expect(await page.getByText('50,000+').count()).toBe(0);
    await expect(page.title()).resolves.toMatch(/^Trackroom — /);
  });

  it("comes in the browser's language, or the one the reader chose on this browser", async () => {
    const context = await open({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Nutzungsbedingungen' }).first().waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await context.addCookies([{ name: 'lang', value: 'it', url: baseURL }]);
    await page.goto('/register');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('it');
    await page.getByRole('heading', { name: 'Crea il tuo account' }).waitFor();
  });

  it('the script takes the drawn page over instead of drawing it again', async () => {
    const page = await (await open()).newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(rememberSentHeading);
    await page.goto('/');
    // Interactive: the language menu opens and switches the page.
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Empezar' }).first().waitFor();
    const kept = await page.evaluate(sentHeadingKept);
    expect(kept).toBe(true);
    expect(problems).toEqual([]);
    // The choice went to the server too: the next page is drawn in it.
    const html = await (await page.request.get('/privacy')).text();
    expect(html).toContain('<html lang="es">');
  });

  it('every drawn public page is taken over as it was drawn, with nothing logged', async () => {
    const context = await open();
    await context.addInitScript(rememberSentHeading);
    const pages = [
      '/landing',
      '/terms',
      '/privacy',
      '/login',
      '/register',
      '/auth',
      '/forgot-password',
      '/reset-password/some-emailed-token',
      `/artist/${handle}`,
    ];
    for (const address of pages) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const answer = await page.goto(address);
      expect(await answer?.text(), address).toContain('id="server-state"');
      // Live: the page's own effects have run (the held presses were handed over).
      await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
      const kept = await page.evaluate(sentHeadingKept);
      expect({ address, kept, problems }).toEqual({ address, kept: true, problems: [] });
      await page.close();
    }
  });

  it('a press before the page is live is held for it, and no form submits itself', async () => {
    const context = await open();
    const page = await context.newPage();
    const email = `first-paint-press-${tag}@example.com`;
    const made = await context.request.post('/api/auth/register', {
      data: { firstName: 'Pia', lastName: 'Press', email, password: 'a-long-password' },
    });
    expect(made.status()).toBe(201);
    await context.clearCookies();
    // The login page's code arrives late: the drawn form is on screen well before it.
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    await page.waitForURL('**/home');
    expect(addresses.filter((url) => url.includes('a-long-password'))).toEqual([]);
  });

  it("a public artist's page is drawn with the artist; an unknown one is left to the browser", async () => {
    const visitor = await open({ javaScriptEnabled: false });
    const page = await visitor.newPage();
    await page.goto(`/artist/${handle}`);
    await page.getByRole('heading', { level: 1, name: `Paula ${tag}` }).waitFor();
    await page.getByText('Songs painted first.').waitFor();
    const unknown = await (await visitor.request.get('/artist/no-such-artist-here')).text();
    expect(unknown).toContain('<div id="root"></div>');
  });

  it('nothing is drawn on the server for a signed-in person', async () => {
    const signedIn = await open();
    const registered = await signedIn.request.post('/api/auth/register', {
      data: {
        firstName: 'Sid',
        lastName: 'Signed',
        email: `first-paint-in-${tag}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const home = await signedIn.request.get('/');
    expect(home.headers()['vary']).toContain('Cookie');
    const html = await home.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('server-state');
  });
});
