import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { waitForMail } from './support/mail';

/** The app path of the reset link in a message ("/reset-password/…"). */
function resetPath(text: string): string {
  const match = /https?:\/\/[^/\s"]+(\/reset-password\/[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error('No reset link in the message');
  return match[1]!;
}

// Issue 14 item 7: "Forgot password?" on /login → an e-mailed single-use link → a new
// password → every session of the account ends.
describe('forgot password', () => {
  let owner: BrowserSession;
  let visitor: BrowserSession;
  let email = '';
  beforeAll(async () => {
    [owner, visitor] = await Promise.all([openBrowser(), openBrowser({ bypassCSP: true })]);
    email = await signUpFresh(owner.page, { prefix: 'forgot' });
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), visitor?.close()]);
  });

  it('offers the link on /auth too', async () => {
    const { page } = visitor;
    await page.goto('/auth?mode=login');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
  });

  it('mails a link from /login that sets a new password and signs every device out', async () => {
    const { page } = visitor;
    const ownerStatus = async () => (await owner.page.request.get('/api/auth/user')).status();
    expect(await ownerStatus()).toBe(200);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .getByText('a link to choose a new password is on its way')
      .waitFor();

    const mail = await waitForMail(email);
    const path = resetPath(mail.text);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-password');
    await page.getByLabel('Confirm password', { exact: true }).fill('a-different-one');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill('a-fresh-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Your password has been changed. Sign in with it.').waitFor();
    expect(await ownerStatus()).toBe(401);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-fresh-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/(home|onboarding)/);

    // The link worked once.
    await page.goto(path);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await page.getByLabel('Confirm password', { exact: true }).fill('yet-another-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
  });
});
