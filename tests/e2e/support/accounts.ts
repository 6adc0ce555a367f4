import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Registers a fresh account through the API in the page's own cookie jar (so the page is
 * signed in afterwards) and answers its e-mail.
 */
export async function signUpFresh(
  page: Page,
  who: { prefix: string; firstName?: string; lastName?: string; artistName?: string },
): Promise<string> {
  const email = `${who.prefix}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      firstName: who.firstName ?? 'Sam',
      lastName: who.lastName ?? 'Tone',
      artistName: who.artistName ?? 'Sam Tone',
      email,
      password: 'a-long-password',
    },
  });
  expect(res.status()).toBe(201);
  return email;
}
