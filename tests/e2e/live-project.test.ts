import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

/**
 * These journeys check that an open tab changes by itself, without a reload: not how fast.
 * The promise of "within a second" is a speed target, measured by `npm run bench` (the "live
 * project state" row: delivery p50/p99 across open tabs); a wall-clock assertion here failed
 * on a loaded two-core CI machine (stop 27: 1 s exceeded) without anything being wrong.
 */
const WITHOUT_RELOAD_MS = 10_000;

/** Marks the page's JavaScript world; a reload or full navigation would lose the mark. */
async function markPage(tab: Page) {
  await tab.evaluate(() => {
    (window as unknown as { liveMark?: boolean }).liveMark = true;
  });
}

async function expectNoReload(tab: Page) {
  const marked = await tab.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark);
  expect(marked, 'the page was reloaded instead of updating itself').toBe(true);
}

/** Two people in two browsers (separate cookie jars), as co-writers are. */
async function twoPeople(): Promise<[BrowserSession, Page]> {
  const owner = await openBrowser();
  const other = await owner.browser.newContext({
    baseURL: owner.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  other.setDefaultTimeout(10_000);
  return [owner, await other.newPage()];
}

async function post<T>(request: APIRequestContext, baseURL: string, url: string, data?: object) {
  const res = await request.post(url, { headers: { Origin: baseURL }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A project of the owner's with `member` in it (invited, and accepted by them). */
async function sharedProject(owner: BrowserSession, member: Page, memberEmail: string) {
  const { request } = owner.page;
  const project = await post<{ id: string }>(request, owner.baseURL, '/api/projects', {
    title: 'Live Song',
  });
  const invited = await post<{ collaboration: { id: string } }>(
    request,
    owner.baseURL,
    `/api/projects/${project.id}/invite`,
    { email: memberEmail, role: 'collaborator' },
  );
  await post(
    member.request,
    owner.baseURL,
    `/api/collaborations/${invited.collaboration.id}/accept`,
  );
  return { projectId: project.id, membershipId: invited.collaboration.id };
}

// Issue 26 item 7: what one co-writer does shows in the other's open tab without a reload.
describe('live project state in two browsers', () => {
  let owner: BrowserSession;
  let member: Page;
  let projectId = '';
  let membershipId = '';

  beforeAll(async () => {
    [owner, member] = await twoPeople();
    await signUpFresh(owner.page, { prefix: 'live-owner', artistName: 'Olive Owner' });
    const memberEmail = await signUpFresh(member, {
      prefix: 'live-member',
      artistName: 'Mo Member',
    });
    ({ projectId, membershipId } = await sharedProject(owner, member, memberEmail));
  });
  afterAll(async () => {
    await owner.close();
  });

  it('one adds a credit and the other sees it without reload', async () => {
    const { page } = owner;
    for (const tab of [page, member]) {
      await tab.goto(`/projects/${projectId}?tab=credits`);
      await tab.getByText('No credits yet').waitFor();
    }
    await markPage(member);
    await page.getByRole('button', { name: 'Add credit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByRole('button', { name: 'Producer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add credit' }).click();
    await page.getByText('Credit Added').waitFor();

    await member
      .getByRole('list', { name: 'Credits' })
      .getByText('Ada Lovelace')
      .waitFor({ timeout: WITHOUT_RELOAD_MS });
    await expectNoReload(member);
  });

  it('a comment resolved and the song’s next file made its latest: the open one shows there “from v1”', async () => {
    const { page, baseURL } = owner;
    const upload = async (name: string) => {
      const res = await page.request.post(`/api/projects/${projectId}/audio`, {
        headers: { Origin: baseURL },
        multipart: {
          audio: {
            name,
            mimeType: 'audio/wav',
            buffer: await readFile(path.join(fixtures, 'tone-2.0s.wav')),
          },
        },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as [{ id: string }])[0].id;
    };
    const first = await upload('First Take.wav');
    for (const body of ['Keep this intro', 'Snare too loud']) {
      await post(page.request, baseURL, `/api/audio/${first}/comments`, { atSeconds: 1, body });
    }
    const commentsOf = (tab: Page, title: string) =>
      tab.getByRole('region', { name: `Comments on ${title}` });
    const toggle = (tab: Page, title: string) =>
      tab.getByRole('table').getByRole('button', { name: new RegExp(`^Comments.* on ${title}$`) });

    for (const tab of [page, member]) {
      await tab.goto(`/projects/${projectId}?tab=audio`);
      await toggle(tab, 'First Take').click();
      await commentsOf(tab, 'First Take').getByText('Snare too loud').waitFor();
    }
    // The owner resolves one; the member's open list drops it without a reload.
    await commentsOf(page, 'First Take')
      .getByRole('button', { name: /^Resolve the comment at 0:01 by Olive/ })
      .last()
      .click();
    await page.getByText('Comment resolved').first().waitFor();
    await commentsOf(member, 'First Take')
      .getByText('Snare too loud')
      .waitFor({ state: 'detached', timeout: WITHOUT_RELOAD_MS });

    // A second file becomes the song's latest version; the member's list shows it live.
    const second = await upload('Second Take.wav');
    await post(page.request, baseURL, `/api/audio/${second}/latest`, { versionOf: first });
    // The upload shows first as a song of its own; then both files are one song, the new latest.
    await toggle(member, 'First Take').waitFor({ state: 'detached', timeout: WITHOUT_RELOAD_MS });
    await member.getByRole('table').getByText('2 versions').waitFor();
    await toggle(member, 'Second Take').click();
    const carried = commentsOf(member, 'Second Take');
    const open = carried.getByTestId('comment').filter({ hasText: 'Keep this intro' });
    await open.getByText('from v1').waitFor();
    await expect(carried.getByText('Snare too loud').count()).resolves.toBe(0);
  });

  it('a member made a viewer while on the project page is offered only what a viewer may do', async () => {
    await member.goto(`/projects/${projectId}?tab=audio`);
    const uploadControl = member.getByLabel('Choose audio files to upload');
    await uploadControl.waitFor({ state: 'attached' });
    await markPage(member);
    const res = await owner.page.request.patch(`/api/collaborations/${membershipId}`, {
      headers: { Origin: owner.baseURL },
      data: { role: 'viewer' },
    });
    expect(res.status()).toBe(200);
    await uploadControl.waitFor({ state: 'detached', timeout: WITHOUT_RELOAD_MS });
    await expectNoReload(member);
  });

  it('a member removed while on the project page is shown out with a message', async () => {
    await member.goto(`/projects/${projectId}?tab=overview`);
    await member.getByRole('heading', { name: 'Live Song' }).first().waitFor();
    await markPage(member);
    const res = await owner.page.request.delete(`/api/collaborations/${membershipId}`, {
      headers: { Origin: owner.baseURL },
    });
    expect(res.status()).toBe(204);

    await member
      .getByText('You no longer have access to “Live Song”')
      .waitFor({ timeout: WITHOUT_RELOAD_MS });
    await member.waitForURL(/\/home$/);
    await expectNoReload(member);
  });
});
