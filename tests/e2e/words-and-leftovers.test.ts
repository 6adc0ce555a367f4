import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS, GENRES } from '../../src/shared/constants';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const PASSWORD = 'a-long-password';

/** Finishes onboarding through the API, so "/" and /home show the dashboard. */
async function onboard(page: Page) {
  const res = await page.request.patch('/api/users/profile', {
    data: { artistName: 'Sam Tone', genre: GENRES[0], experience: EXPERIENCE_LEVELS[0] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A toast on screen holding `text` (sonner's element, not an inline field message). */
const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });

/** Sonner keeps a toast 4 s: gone well before that, something ended it. */
const goneSoon = (page: Page, text: string) =>
  expect.poll(() => toastWith(page, text).count(), { timeout: 2000 }).toBe(0);

// Issue 25 item 9: the words that misled and the leftovers that followed a musician around.
describe('words and leftovers', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => {
    await s.close();
  });

  it('greets a brand-new account "Welcome", and "Welcome back" when it signs in again', async () => {
    const { page } = s;
    // An account of its own, signed up here: a retry starts again from a brand-new one.
    const email = await signUpFresh(page, { prefix: 'words' });
    await onboard(page);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam Tone' }).waitFor();

    expect((await page.request.post('/api/auth/logout')).status()).toBe(204);
    const login = await page.request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Sam Tone' }).waitFor();
  });

  it('says a pasted title is over the limit instead of cutting it silently', async () => {
    const { page, context } = s;
    const res = await page.request.post('/api/projects', { data: { title: 'Long Story' } });
    const project = (await res.json()) as { id: string };
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('button', { name: /Edit project title/ }).click();
    const field = page.getByRole('textbox', { name: 'Project title' });
    await field.press('ControlOrMeta+a');
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'la '.repeat(1667));
    await field.press('ControlOrMeta+v');
    await expect(field.inputValue().then((value) => value.length)).resolves.toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: 'At most 200 characters: the pasted text was cut to fit' })
      .waitFor();
    // Shorter than the limit again: the count says how much room is left.
    await field.press('Backspace');
    await page.getByRole('status').filter({ hasText: '199 / 200 characters' }).waitFor();
    await field.press('Escape');
  });

  it('ends an error toast when the form is fixed, and when the page is left', async () => {
    const { context } = s;
    const page = await context.newPage();
    await page.request.post('/api/auth/logout');
    await page.goto('/auth');
    await page.getByLabel('First name').fill('Toast');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Email').fill('toast-tester@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await toastWith(page, 'Passwords do not match').waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await goneSoon(page, 'Passwords do not match');

    await page.goto('/auth?mode=login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await toastWith(page, 'Please fill in all fields').waitFor();
    await page.getByRole('link', { name: /Forgot/ }).click();
    await page.waitForURL('**/forgot-password');
    await goneSoon(page, 'Please fill in all fields');
    await page.close();
  });
});

// Issue 25 item 9: the bulk selection cleared when the search text changed.
describe('a bulk selection and the library search', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
    await signUpFresh(s.page, { prefix: 'words-bulk' });
    const buffer = await readFile(path.join(fixtures, 'tone-2.0s.wav'));
    for (const title of ['Ember', 'Harbor', 'Meadow']) {
      const upload = await s.page.request.post('/api/audio', {
        multipart: { title, audio: { name: 'tone-2.0s.wav', mimeType: 'audio/wav', buffer } },
      });
      expect(upload.ok()).toBe(true);
    }
  });
  afterAll(async () => {
    await s.close();
  });

  it('keeps the chosen songs a search hides, and says how many it hides', async () => {
    const { page } = s;
    const bar = page.getByRole('region', { name: 'Selected songs' });
    await page.goto('/studio');
    await page.getByRole('checkbox', { name: 'Select Ember', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Select Harbor', exact: true }).click();
    await bar.getByText('2 selected', { exact: true }).waitFor();

    const search = page.getByRole('searchbox', { name: 'Search the library' });
    await search.fill('Ember');
    await page.getByRole('button', { name: 'Play Harbor' }).waitFor({ state: 'detached' });
    await bar.getByText('2 selected, 1 hidden by the search').waitFor();
    await search.fill('');
    await page.getByRole('button', { name: 'Play Harbor' }).waitFor();
    await bar.getByText('2 selected', { exact: true }).waitFor();
    await expect(
      page.getByRole('checkbox', { name: 'Select Harbor', exact: true }).isChecked(),
    ).resolves.toBe(true);
  });
});

// Issue 25 item 9: a Spanish account's first screen after signing in on a new browser was
// English until its settings arrived.
describe('the account’s language on a new browser', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => {
    await s.close();
  });

  it('draws the first signed-in screen in Spanish, never English first', async () => {
    const email = await signUpFresh(s.page, { prefix: 'words-es' });
    await onboard(s.page);
    const saved = await s.page.request.patch('/api/settings', { data: { language: 'es' } });
    expect(saved.ok()).toBe(true);

    // A new browser: no cookie, nothing remembered, so the sign-in page is English.
    const fresh = await s.browser.newContext({ baseURL: s.baseURL });
    try {
      // Every main heading any signed-in page draws, as it draws it.
      await fresh.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
        new MutationObserver(() => {
          if (location.pathname.startsWith('/login')) return;
          for (const heading of document.querySelectorAll('h1')) {
            const text = heading.textContent ?? '';
            if (text && seen.at(-1) !== text) seen.push(text);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const page = await fresh.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      // The dashboard's greeting, in whichever language it first comes.
      await page.getByRole('heading', { level: 1, name: /Sam Tone/ }).waitFor();
      const seen = await page.evaluate(
        () => (window as unknown as { headingsSeen: string[] }).headingsSeen,
      );
      expect(seen.filter((text) => /Welcome/.test(text))).toEqual([]);
      await page.getByRole('heading', { level: 1, name: 'Hola de nuevo, Sam Tone' }).waitFor();
      // Remembered in this browser: a reload starts in Spanish too.
      await expect(page.evaluate(() => localStorage.getItem('language'))).resolves.toBe('es');
    } finally {
      await fresh.close();
    }
  });
});
