import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

// One person's story, in order: sign up from the landing page, onboard, reach home, log out,
// then come back with "remember me".
describe('sign-up, onboarding and sessions', () => {
  let s: BrowserSession;
  const email = `e2e-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'a-long-password';

  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => {
    await s.close();
  });

  it('signs up from the landing pricing modal and lands on onboarding', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('button', { name: /Start 14-day free trial/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Start your Professional trial' });
    await dialog.getByLabel('First name').fill('Nina');
    await dialog.getByLabel('Last name').fill('Sol');
    await dialog.getByLabel(/Artist or stage name/).fill('Nina Sol');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password').fill(password);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByText('Step 1 of 5').waitFor();
  });

  it('walks the five onboarding steps and arrives home', async () => {
    const { page } = s;
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await page.getByText('Step 2 of 5').waitFor();
    await page.getByLabel(/Artist name/).fill('Nina Sol');
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.getByLabel(/Primary genre/).selectOption('folk');
    // The radio is visually hidden inside its card: click the card as a person would.
    await page.locator('label').filter({ hasText: 'Hobbyist' }).click();
    await expect(page.getByRole('radio', { name: /Hobbyist/ }).isChecked()).resolves.toBe(true);
    await next.click();
    await page.getByText('Step 3 of 5').waitFor();
    await page.getByRole('button', { name: /Write better songs/ }).click();
    await page.getByRole('button', { name: /Record my music/ }).click();
    await page.getByText('2 goals selected').waitFor();
    await next.click();
    await page.getByText('Step 4 of 5').waitFor();
    await next.click();
    await page.getByText('Step 5 of 5').waitFor();
    await page.getByRole('button', { name: 'Start Creating' }).click();
    await page.waitForURL('**/home');
    // The session the account was made in: a first visit (issue 25 item 9).
    await page.getByRole('heading', { name: 'Welcome, Nina Sol' }).waitFor();
  });

  it('logs out from the profile menu back to the landing page', async () => {
    const { page } = s;
    await page.getByRole('button', { name: /^Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  it('logs in with "remember me": a 30-day cookie, and the e-mail is remembered next time', async () => {
    const { page, context } = s;
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Remember me for 30 days').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/home');
    const session = (await context.cookies()).find((c) => c.name === 'trackroom_session');
    const days = ((session?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);

    await page.getByRole('button', { name: /^Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    // Filled in once the drawn page is live (the browser's own memory, not the server's).
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
    await expect.poll(() => page.getByLabel('Remember me for 30 days').isChecked()).toBe(true);
  });

  it('refuses a wrong password with the server message', async () => {
    const { page } = s;
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid email or password' })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
