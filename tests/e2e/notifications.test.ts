import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const menuOf = (page: Page) => page.getByRole('menu', { name: 'Notifications' });

/** Signs a new account up in this browser (the cookie lands in its context). */
async function signUp(s: BrowserSession, firstName: string, lastName: string): Promise<string> {
  const email = `bell-${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await s.page.request.post('/api/auth/register', {
    data: {
      firstName,
      lastName,
      artistName: `${firstName} ${lastName}`,
      email,
      password: 'a-long-password',
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** Opens the app and waits until its live notification stream is connected. */
async function openWithLiveStream(page: Page): Promise<void> {
  const streamOpen = page.waitForResponse((response) =>
    response.url().endsWith('/api/notifications/stream'),
  );
  await page.goto('/home');
  expect((await streamOpen).status()).toBe(200);
}

// Issue 5: the bell tells each person what happened in their shared projects, live.
describe('notifications: the bell, live over Server-Sent Events', () => {
  let owner: BrowserSession;
  let invitee: BrowserSession;
  let inviteeEmail = '';
  let projectId = '';

  beforeAll(async () => {
    [owner, invitee] = await Promise.all([openBrowser(), openBrowser()]);
    await signUp(owner, 'Ada', 'Lane');
    inviteeEmail = await signUp(invitee, 'Bea', 'Stone');
    const created = await owner.page.request.post('/api/projects', {
      headers: { Origin: owner.baseURL },
      data: { title: 'Night Drive', description: 'A shared song' },
    });
    expect(created.status()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), invitee?.close()]);
  });

  it('shows the empty state on a fresh account; Escape closes it and focus returns to the bell', async () => {
    const { page } = invitee;
    await openWithLiveStream(page);
    const bell = bellOf(page);
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications');
    await page.getByTestId('notification-ring').waitFor();
    await bell.click();
    await menuOf(page).getByText('No notifications yet').waitFor();
    await menuOf(page).getByText("You'll see updates about your projects here").waitFor();
    await page.keyboard.press('Escape');
    await menuOf(page).waitFor({ state: 'hidden' });
    await expect(bell.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("an invitation reaches the invitee's open page without a reload", async () => {
    const invited = await owner.page.request.post(`/api/projects/${projectId}/invite`, {
      headers: { Origin: owner.baseURL },
      data: { email: inviteeEmail, role: 'collaborator' },
    });
    expect(invited.status()).toBe(201);

    const { page } = invitee;
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await expect(bell.textContent()).resolves.toBe('1');
    // Screen readers hear it too.
    await page
      .getByRole('status')
      .filter({ hasText: 'New notification: New invitation' })
      .waitFor();
    await bell.click();
    const item = menuOf(page).getByRole('menuitem', { name: /New invitation/ });
    await item.getByText('Ada Lane invited you to "Night Drive" as collaborator').waitFor();
    await item.getByText('now', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
  });

  it("accepting updates the owner's bell live, and its link opens the collaborators tab", async () => {
    await openWithLiveStream(owner.page);
    await expect(bellOf(owner.page).getAttribute('aria-label')).resolves.toBe('Notifications');

    const invitations = await invitee.page.request.get('/api/collaborations/invitations');
    const pending = (await invitations.json()) as { id: string; projectId: string }[];
    const invitation = pending.find((entry) => entry.projectId === projectId);
    expect(invitation).toBeDefined();
    const accepted = await invitee.page.request.post(
      `/api/collaborations/${invitation?.id}/accept`,
      { headers: { Origin: invitee.baseURL }, data: {} },
    );
    expect(accepted.status()).toBe(200);

    const { page } = owner;
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const item = menuOf(page).getByRole('menuitem', { name: /Invitation accepted/ });
    await item.getByText('Bea Stone joined "Night Drive"').waitFor();
    await item.click();
    await page.waitForURL(`**/projects/${projectId}?tab=collaborators`);
    await expect(
      page.getByRole('tab', { name: 'Collaborators' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    // Opening it read it: the count is gone, here and on the server.
    await bellOf(page)
      .and(page.getByRole('button', { name: 'Notifications', exact: true }))
      .waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });

  it('"Mark all as read" clears the count, and it stays cleared after a reload', async () => {
    const { page } = invitee;
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await menuOf(page).getByRole('menuitem', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // The list stays, read now.
    await menuOf(page)
      .getByRole('menuitem', { name: /^New invitation/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await bell.waitFor();
    await bell.click();
    await menuOf(page)
      .getByRole('menuitem', { name: /^New invitation/ })
      .waitFor();
    await expect(
      menuOf(page)
        .getByRole('menuitem', { name: 'Mark all as read' })
        .getAttribute('aria-disabled'),
    ).resolves.toBe('true');
  });
});

// Issue 13: the bell reads its list a page at a time; the count comes from the server.
describe('notifications: a long list, a page at a time', () => {
  let owner: BrowserSession;
  let reader: BrowserSession;

  beforeAll(async () => {
    [owner, reader] = await Promise.all([openBrowser(), openBrowser()]);
    await signUp(owner, 'Cy', 'Moss');
    const readerEmail = await signUp(reader, 'Dee', 'Hart');
    const created = await owner.page.request.post('/api/projects', {
      headers: { Origin: owner.baseURL },
      data: { title: 'Long Road', description: '' },
    });
    const projectId = ((await created.json()) as { id: string }).id;
    const invited = await owner.page.request.post(`/api/projects/${projectId}/invite`, {
      headers: { Origin: owner.baseURL },
      data: { email: readerEmail, role: 'viewer' },
    });
    const { collaboration } = (await invited.json()) as { collaboration: { id: string } };
    // Each resend tells the invitee again: 25 notifications, more than one page of the bell.
    for (let i = 0; i < 24; i += 1) {
      const resent = await owner.page.request.post(
        `/api/collaborations/${collaboration.id}/resend`,
        { headers: { Origin: owner.baseURL } },
      );
      expect(resent.status()).toBe(200);
    }
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), reader?.close()]);
  });

  it('counts every unread one, shows the newest page, loads older ones as it scrolls, and marks all read', async () => {
    const { page } = reader;
    await openWithLiveStream(page);
    const bell = page.getByRole('button', { name: 'Notifications, 25 unread' });
    await bell.waitFor();
    await expect(bell.textContent()).resolves.toBe('9+');
    await bell.click();
    const items = menuOf(page).getByRole('menuitem', { name: /New invitation/ });
    await menuOf(page).getByRole('menuitem', { name: 'Show older notifications' }).waitFor();
    expect(await items.count()).toBe(20);

    await page.getByTestId('notification-list').evaluate((list) => {
      list.scrollTop = list.scrollHeight;
    });
    await menuOf(page)
      .getByRole('menuitem', { name: 'Show older notifications' })
      .waitFor({ state: 'detached' });
    await expect.poll(() => items.count()).toBe(25);

    await menuOf(page).getByRole('menuitem', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await expect(
      menuOf(page).locator('[data-testid="notification-list"] .font-semibold').count(),
    ).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });
});
