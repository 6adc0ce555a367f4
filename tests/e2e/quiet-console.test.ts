import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

/**
 * Everything a page shows in the console as a problem: its errors (Chromium logs every
 * failed request there itself), requests that failed, and answers of 400 or more.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels what it still had open (the notifications stream): not an error,
    // and not logged as one.
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Opens `path` and waits until the page and everything it asked for have settled. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

// Issue 25 item 11: a signed-out page asked GET /api/auth/user and got a 401 (a console error),
// and the split sheets asked for a /favicon.ico that was not there.
describe('quiet console', () => {
  let session: BrowserSession;
  let problems: string[];
  beforeAll(async () => {
    session = await openBrowser();
    problems = watchProblems(session.page);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('signed out: the landing, sign-in and sign-up pages log no error and ask for nothing missing', async () => {
    const { page } = session;
    await visit(page, '/');
    await visit(page, '/register');
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('signed in: the home page and a split sheet log no error and have their icon', async () => {
    const { page } = session;
    await signUpFresh(page, { prefix: 'quiet' });
    const created = await page.request.post('/api/projects', { data: { title: 'Quiet Song' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await visit(page, '/');
    await visit(page, `/api/projects/${id}/splits/master/sheet`);
    await page.getByRole('heading', { name: 'Master recording split sheet' }).waitFor();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(icon!)).status()).toBe(200);
    expect(problems).toEqual([]);
  });
});
