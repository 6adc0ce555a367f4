import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from './support/browser';
import { seriousViolations } from './support/axe';

// DESIGN §8: axe finds no serious issue on the profile page (view, edit, every tab, the share
// dialog) and on the public artist page.
describe('accessibility of the profile and the artist page (axe, WCAG 2.1 AA)', () => {
  const tag = randomBytes(3).toString('hex');
  const handle = `axe-${tag}`;
  let s: BrowserSession;

  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: true });
    const { request } = s.page;
    const registered = await request.post('/api/auth/register', {
      data: {
        firstName: 'Axe',
        lastName: 'Tester',
        artistName: `Axe ${tag}`,
        email: `axe-profile-${tag}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
    const saved = await request.patch('/api/user/profile', {
      data: {
        bio: 'Songs about checking contrast ratios.',
        location: 'Berlin',
        website: 'https://axe.example.com',
        instagramHandle: 'axe.tester',
        isniNumber: '0000 0001 2103 2683',
        handle,
        isPublic: true,
        publicFields: ['bio', 'location', 'website', 'instagramHandle', 'isniNumber'],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const project = await request.post('/api/projects', { data: { title: 'Contrast Song' } });
    const { id } = (await project.json()) as { id: string };
    await request.post(`/api/projects/${id}/credits`, {
      data: { name: `Axe ${tag}`, role: 'producer' },
    });
    await request.post('/api/user/representatives', {
      data: {
        name: 'Mia Manager',
        role: 'manager',
        email: 'mia@example.com',
        phone: '+1 555 0100',
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('/profile in view mode, on every tab', async () => {
    const { page } = s;
    await page.goto('/profile');
    await page.getByText('Songs about checking contrast ratios.').first().waitFor();
    await page.getByText('Contrast Song').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile-view');
    for (const [tab, ready] of [
      ['Professional IDs', '0000 0001 2103 2683'],
      ['Credits', 'Credited as'],
      ['Connections', 'No Connections Yet'],
      ['Representatives', 'Mia Manager'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByText(ready).first().waitFor();
      expect(await seriousViolations(page), tab).toEqual([]);
    }
  });

  it('/profile?edit=1 in edit mode, with an error shown', async () => {
    const { page } = s;
    await page.goto('/profile?edit=1');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByLabel('Twitter', { exact: true }).fill('not a handle!');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A Twitter username has up to 15').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the Share Profile dialog', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Share Profile' }).click();
    await page.getByRole('dialog', { name: 'Share your profile' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile-share');
    await page.keyboard.press('Escape');
  });

  it('/artist/{handle} signed out', async () => {
    const visitor = await s.browser.newContext({ baseURL: s.baseURL, bypassCSP: true });
    try {
      const page = await visitor.newPage();
      await page.goto(`/artist/${handle}`);
      await page.getByRole('heading', { level: 1, name: `Axe ${tag}` }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/artist/no-such-artist');
      await page.getByText('This artist page is not available').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
