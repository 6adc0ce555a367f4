import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

// Issue 8 item 3 ("session ends on password change"), through Settings → Password.
describe('settings: change password', () => {
  let s: BrowserSession;
  let email = '';
  beforeAll(async () => {
    s = await openBrowser();
    email = await signUpFresh(s.page, { prefix: 'password' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('changes the password: a wrong one is refused at its field, the right one signs out other devices', async () => {
    const { page } = s;
    // Another device, signed in with the same account.
    const elsewhere = await fetch(`${s.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-password' }),
    });
    const otherCookie = elsewhere.headers.get('set-cookie')!.split(';')[0]!;
    const otherDeviceStatus = async () =>
      (await fetch(`${s.baseURL}/api/auth/user`, { headers: { cookie: otherCookie } })).status;
    expect(await otherDeviceStatus()).toBe(200);

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Password' });
    await card.getByLabel('Current password').fill('not the password');
    await card.getByLabel('New password', { exact: true }).fill('a-newer-password');
    await card.getByLabel('Confirm new password').fill('a-newer-password');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => card.getByLabel('Current password').getAttribute('aria-invalid'))
      .toBe('true');
    await card
      .getByText('That password is not correct, so your password was not changed.')
      .waitFor();
    expect(await otherDeviceStatus()).toBe(200);

    await card.getByLabel('Current password').fill('a-long-password');
    await card.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other devices were signed out.').waitFor();
    expect(await otherDeviceStatus()).toBe(401);
    // This tab stays signed in.
    await page.reload();
    await card.getByRole('button', { name: 'Change password' }).waitFor();
  });
});
