import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../../src/server/test/zip-test-support';
import { signUpFresh } from './support/accounts';
import { downloadedBytes, openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

/** Lightness (0 dark … 1 light) of a computed CSS colour, rgb() or oklch(). */
function lightness(color: string): number {
  const oklch = /^oklch\(([\d.]+)(%?)/.exec(color);
  if (oklch) return Number(oklch[1]) / (oklch[2] ? 100 : 1);
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!rgb) throw new Error(`Unreadable colour ${color}`);
  return (Number(rgb[1]) + Number(rgb[2]) + Number(rgb[3])) / (3 * 255);
}

/** Whether <html> carries the dark class, and how light the page background is. */
async function themeOnScreen(page: Page): Promise<{ dark: boolean; background: number }> {
  const state = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
  return { dark: state.dark, background: lightness(state.background) };
}

/** Waits for the next PATCH /api/settings and checks it was accepted. */
async function settingSaved(page: Page, action: () => Promise<unknown>): Promise<void> {
  const [saved] = await Promise.all([
    page.waitForResponse(
      (res) => res.url().endsWith('/api/settings') && res.request().method() === 'PATCH',
    ),
    action(),
  ]);
  expect(saved.status()).toBe(200);
}

/** Picks a theme the way a person does: a click on its card (the radio itself is hidden). */
const pickTheme = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();

// Issue 7 item 5 (settings): dark mode on and back; language; export with the user's song;
// auto-save off (lyrics stay live: decision 026).
describe('settings: theme, language, data export, auto-save', () => {
  let s: BrowserSession;
  let projectId = '';
  beforeAll(async () => {
    s = await openBrowser();
    await signUpFresh(s.page, {
      prefix: 'settings',
      firstName: 'Set',
      lastName: 'Tings',
      artistName: 'Set Tings',
    });
    const created = await s.page.request.post('/api/projects', {
      headers: { Origin: s.baseURL },
      data: { title: 'Night Drive' },
    });
    expect(created.status()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await s.close();
  });

  it('switches to dark mode and back; System follows the device live', async () => {
    const { page } = s;
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    // Headless Chromium reports a light device, and "System" is the default.
    expect(await themeOnScreen(page)).toEqual({ dark: false, background: expect.any(Number) });
    expect((await themeOnScreen(page)).background).toBeGreaterThan(0.9);

    await settingSaved(page, () => pickTheme(page, 'Dark'));
    const dark = await themeOnScreen(page);
    expect(dark.dark).toBe(true);
    expect(dark.background).toBeLessThan(0.3);

    // Remembered: the next first paint is already dark, and the server agrees.
    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect((await themeOnScreen(page)).dark).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    const stored = await page.request.get('/api/settings');
    expect(((await stored.json()) as { theme: string }).theme).toBe('dark');

    await settingSaved(page, () => pickTheme(page, 'Light'));
    const light = await themeOnScreen(page);
    expect(light.dark).toBe(false);
    expect(light.background).toBeGreaterThan(0.9);

    await settingSaved(page, () => pickTheme(page, 'System'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  });

  it('changes the language at once, and the account keeps it over the browser', async () => {
    const { page } = s;
    await page.goto('/settings');
    await settingSaved(page, () =>
      page.getByLabel('Interface language').selectOption({ label: 'Deutsch' }),
    );
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    // Another device (nothing remembered in the browser) still opens in German.
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.reload();
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();

    await settingSaved(page, () =>
      page.getByLabel('Sprache der Oberfläche').selectOption({ label: 'English' }),
    );
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  });

  it("downloads the account's data as a ZIP that holds the user's song", async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, 'tone-2.0s.wav'));
    await page.getByRole('button', { name: 'Play tone-2.0s' }).waitFor();

    await page.goto('/settings');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^trackroom-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await readZip(await downloadedBytes(download));

    const song = await readFile(path.join(fixtures, 'tone-2.0s.wav'));
    const audio = [...entries].filter(([name]) => name.startsWith('audio/'));
    expect(audio.map(([name]) => name)).toEqual(['audio/My Library/tone-2.0s.wav']);
    expect(audio[0]![1].equals(song)).toBe(true);
    expect(entries.has('account.json')).toBe(true);
    expect(entries.has('projects.json')).toBe(true);
    expect(entries.has('playlists.json')).toBe(true);
    expect(entries.has('profiles/Set Tings/profile.json')).toBe(true);
  });

  it('with auto-save off, lyrics are still live: no Save button, nothing held back', async () => {
    const { page } = s;
    await page.goto('/settings');
    const autoSave = page.getByRole('switch', { name: 'Auto-save Projects' });
    await settingSaved(page, () => autoSave.click());
    expect(await autoSave.getAttribute('aria-checked')).toBe('false');

    await page.goto(`/projects/${projectId}?tab=lyrics`);
    const editor = page.getByRole('textbox', { name: 'Lyrics', exact: true });
    await editor.waitFor();
    const created = page.waitForResponse(
      (res) => /\/lyrics/.test(res.url()) && res.request().method() === 'POST',
    );
    await editor.click();
    await page.keyboard.type('Headlights on the empty road');
    expect((await created).status()).toBe(201);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await page
      .locator('[data-testid="save-status"][data-status="connected"]')
      .waitFor({ timeout: 30_000 });
    await page.reload();
    await editor.getByText('Headlights on the empty road').waitFor();
  });
});

/**
 * Stands in for the browser's pop-up (headless Chromium has no notification centre to look at):
 * records what the app asks `Notification` to show, and lets the test say the tab is hidden.
 */
const RECORD_NOTIFICATIONS = `
  window.__shown = [];
  window.__hidden = false;
  function RecordedNotification(title, options) {
    window.__shown.push({ title: title, body: options && options.body });
  }
  RecordedNotification.permission = 'granted';
  RecordedNotification.requestPermission = function () { return Promise.resolve('granted'); };
  Object.defineProperty(window, 'Notification', { value: RecordedNotification });
  Object.defineProperty(document, 'visibilityState', {
    get: function () { return window.__hidden ? 'hidden' : 'visible'; },
  });
`;

describe('settings: push notifications', () => {
  let invitee: BrowserSession;
  let owner: BrowserSession;
  let inviteeEmail = '';

  const signUp = async (s: BrowserSession, name: string) => {
    const email = `push-${name}-${randomBytes(4).toString('hex')}@example.com`;
    const res = await s.page.request.post('/api/auth/register', {
      data: { firstName: name, lastName: 'Push', email, password: 'a-long-password' },
    });
    expect(res.status()).toBe(201);
    return email;
  };
  /** The owner invites the invitee to a new project; the invitee's bell shows it live. */
  const inviteToNewProject = async (title: string, unread: number) => {
    const headers = { Origin: owner.baseURL };
    const created = await owner.page.request.post('/api/projects', { headers, data: { title } });
    const { id } = (await created.json()) as { id: string };
    const invited = await owner.page.request.post(`/api/projects/${id}/invite`, {
      headers,
      data: { email: inviteeEmail, role: 'viewer' },
    });
    expect(invited.status()).toBe(201);
    await invitee.page.getByRole('button', { name: `Notifications, ${unread} unread` }).waitFor();
  };
  const shown = () =>
    invitee.page.evaluate(() => (window as unknown as { __shown: object[] }).__shown);

  beforeAll(async () => {
    [invitee, owner] = await Promise.all([openBrowser(), openBrowser()]);
    await invitee.context.addInitScript(RECORD_NOTIFICATIONS);
    inviteeEmail = await signUp(invitee, 'Ivy');
    await signUp(owner, 'Otto');
  });
  afterAll(async () => {
    await Promise.all([invitee?.close(), owner?.close()]);
  });

  it('shows a browser notification for a new item while the tab is hidden, and none when off', async () => {
    const { page } = invitee;
    const streamOpen = page.waitForResponse((res) =>
      res.url().endsWith('/api/notifications/stream'),
    );
    await page.goto('/settings');
    await streamOpen;
    // Push is on by default; the (recorded) browser permission is granted.
    await page.getByText('Allowed in this browser.').waitFor();
    expect(
      await page.getByRole('switch', { name: 'Push Notifications' }).getAttribute('aria-checked'),
    ).toBe('true');

    // A visible tab has the bell: no pop-up.
    await inviteToNewProject('Visible Song', 1);
    expect(await shown()).toEqual([]);

    await page.evaluate(() => ((window as unknown as { __hidden: boolean }).__hidden = true));
    await inviteToNewProject('Hidden Song', 2);
    expect(await shown()).toEqual([
      { title: 'New invitation', body: 'Otto Push invited you to "Hidden Song" as viewer' },
    ]);

    await page.evaluate(() => ((window as unknown as { __hidden: boolean }).__hidden = false));
    await settingSaved(page, () =>
      page.getByRole('switch', { name: 'Push Notifications' }).click(),
    );
    await page.evaluate(() => ((window as unknown as { __hidden: boolean }).__hidden = true));
    await inviteToNewProject('Quiet Song', 3);
    expect(await shown()).toHaveLength(1);
  });
});
