import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

/** The number under a stat card's label, e.g. "Projects" → "2". */
function statValue(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Your numbers' })
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

/** A row of a dashboard card, found by the card's heading and the row's text. */
function cardRow(page: Page, card: string, text: string | RegExp) {
  return page.getByRole('region', { name: card }).getByRole('listitem').filter({ hasText: text });
}

/** POSTs JSON in the page's cookie jar and insists on success. */
async function post(page: Page, url: string, data: Record<string, unknown>) {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json() as Promise<{ id: string }>;
}

// Issue 5 item 6: the dashboard's numbers, recent projects with their splits badge, collaborations.
describe('dashboard: stats, recent projects and collaborations', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
    const res = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Dana',
        lastName: 'Board',
        artistName: 'Dana Board',
        email: `dashboard-${randomBytes(4).toString('hex')}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(res.status()).toBe(201);
  });
  afterAll(async () => {
    await s.close();
  });

  it('greets a new artist with zeros and empty cards', async () => {
    const { page } = s;
    await page.goto('/home');
    // A brand-new account's first visit (issue 25 item 9).
    await page.getByRole('heading', { name: 'Welcome, Dana Board' }).waitFor();
    await page.getByText('No projects yet').waitFor();
    await page.getByText('No collaborations yet').waitFor();
    for (const label of ['Projects', 'Songs', 'Total minutes', 'Collaborators'])
      await expect(statValue(page, label).textContent()).resolves.toBe('0');
  });

  // Issue 25 item 9: the badge says what it measures, "Splits 100 %", not "Complete" beside a
  // status of "In Creation"; a project with whole master splits and nothing else has it too.
  it('counts the projects and badges those whose master splits make 100 %', async () => {
    const { page } = s;
    await post(page, '/api/projects', { title: 'Quiet Sketch' });
    const bare = await post(page, '/api/projects', { title: 'Bare Splits' });
    await post(page, `/api/projects/${bare.id}/splits`, {
      name: 'Dana Board',
      percentage: 100,
      splitType: 'master',
    });
    const drive = await post(page, '/api/projects', { title: 'Night Drive' });
    const upload = await page.request.post(`/api/projects/${drive.id}/audio`, {
      multipart: {
        audio: {
          name: 'tone-2.0s.wav',
          mimeType: 'audio/wav',
          buffer: await readFile(path.join(fixtures, 'tone-2.0s.wav')),
        },
      },
    });
    expect(upload.status()).toBe(201);
    await post(page, `/api/projects/${drive.id}/lyrics`, {
      title: 'Night Drive',
      content: '<p>Headlights on the empty road</p>',
    });
    for (const [name, percentage] of [
      ['Dana Board', 60],
      ['Producer', 40],
    ] as const)
      await post(page, `/api/projects/${drive.id}/splits`, {
        name,
        percentage,
        splitType: 'master',
      });

    await page.reload();
    await cardRow(page, 'Recent projects', 'Night Drive').waitFor();
    await expect(statValue(page, 'Projects').textContent()).resolves.toBe('3');
    await expect(statValue(page, 'Songs').textContent()).resolves.toBe('1');
    for (const [title, badges] of [
      ['Night Drive', 1],
      ['Bare Splits', 1],
      ['Quiet Sketch', 0],
    ] as const)
      await expect(
        cardRow(page, 'Recent projects', title).getByText('Splits 100 %').count(),
      ).resolves.toBe(badges);
    // Newest first, with its age in words.
    const titles = await page
      .getByRole('region', { name: 'Recent projects' })
      .getByRole('listitem')
      .allTextContents();
    expect(titles[0]).toMatch(/^Night Drive/);
    expect(titles[1]).toMatch(/^Bare Splits/);
    expect(titles[2]).toMatch(/^Quiet Sketch(now|\d+ (seconds?|minutes?) ago)/);

    await cardRow(page, 'Recent projects', 'Night Drive').getByRole('link').click();
    await page.waitForURL(`**/projects/${drive.id}`);
  });

  it('lists an invitation the artist sent as a pending collaboration', async () => {
    const { page } = s;
    const projects = (await (await page.request.get('/api/projects')).json()) as {
      id: string;
      title: string;
    }[];
    const drive = projects.find((p) => p.title === 'Night Drive')!;
    const invitee = `guest-${randomBytes(3).toString('hex')}@example.com`;
    await post(page, `/api/projects/${drive.id}/invite`, { email: invitee, role: 'viewer' });

    await page.goto('/home');
    const row = cardRow(page, 'Active collaborations', `Collaboration with ${invitee}`);
    await row.waitFor();
    await row.getByText('Pending invitation · Night Drive').waitFor();
    // Only accepted members count as collaborators.
    await expect(statValue(page, 'Collaborators').textContent()).resolves.toBe('0');
  });
});
