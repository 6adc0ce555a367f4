import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const SONG = 'tone-2.0s';

/** Registers a fresh account in the page's own cookie jar; returns its e-mail. */
async function signUp(page: Page, artistName: string): Promise<string> {
  const email = `comments-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      firstName: artistName,
      lastName: 'Test',
      artistName,
      email,
      password: 'a-long-password',
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

const songTable = (page: Page) => page.getByRole('table');
const commentsToggle = (page: Page) =>
  songTable(page).getByRole('button', { name: new RegExp(`^Comments.* on ${SONG}$`) });
const commentList = (page: Page) => page.getByRole('region', { name: `Comments on ${SONG}` });
const commentWith = (page: Page, text: string) =>
  commentList(page).getByTestId('comment').filter({ hasText: text });

async function postComment(page: Page, at: string, text: string): Promise<void> {
  const form = commentList(page).getByRole('form', { name: 'Add a comment' });
  await form.getByLabel('Comment at').fill(at);
  await form.getByLabel('Comment', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Post' }).click();
  await page.getByText('Comment added').first().waitFor();
  await commentWith(page, text).waitFor();
}

async function deleteComment(page: Page, at: string, author: string): Promise<void> {
  await commentList(page)
    .getByRole('button', { name: `Delete the comment at ${at} by ${author}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete this comment?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByText('Comment deleted').first().waitFor();
}

// Issue 5 item 5: a collaborator comments at 0:01, the owner sees it and its waveform marker;
// the author deletes their own comment and the owner deletes another.
describe('comments: time-stamped notes on a shared song', () => {
  let owner: BrowserSession;
  let guest: BrowserSession;
  let projectPath: string;

  beforeAll(async () => {
    owner = await openBrowser();
    guest = await openBrowser();
    await signUp(owner.page, 'Ada');
  });
  afterAll(async () => {
    await owner.close();
    await guest.close();
  });

  it('the owner creates a project and uploads a song', async () => {
    const { page } = owner;
    await page.goto('/home');
    await page.getByRole('button', { name: 'New project' }).first().click();
    await page
      .getByRole('dialog', { name: 'New project' })
      .getByLabel('Project name')
      .press('Enter');
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\?tab=audio$/);
    projectPath = new URL(page.url()).pathname;
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, `${SONG}.wav`));
    await songTable(page).getByText('0:02', { exact: true }).waitFor();
    await commentsToggle(page).filter({ hasText: 'Comments (0)' }).waitFor();
  });

  it('a collaborator joins through a real invitation', async () => {
    const email = await signUp(guest.page, 'Grace');
    const projectId = projectPath.split('/').at(-1)!;
    const invite = await owner.page.request.post(`/api/projects/${projectId}/invite`, {
      data: { email },
      headers: { origin: owner.baseURL },
    });
    expect(invite.status()).toBe(201);
    const received = await guest.page.request.get('/api/collaborations/invitations');
    const invitation = ((await received.json()) as { id: string; projectId: string }[]).find(
      (item) => item.projectId === projectId,
    );
    expect(invitation).toBeDefined();
    const accepted = await guest.page.request.post(`/api/collaborations/${invitation!.id}/accept`, {
      headers: { origin: guest.baseURL },
    });
    expect(accepted.status()).toBe(200);
  });

  it('the collaborator plays the song and comments at 0:01', async () => {
    const { page } = guest;
    await page.goto(`${projectPath}?tab=audio`);
    await songTable(page)
      .getByRole('button', { name: `Play ${SONG}`, exact: true })
      .click();
    await page.getByTestId('player-bar').waitFor();
    await commentsToggle(page).click();
    await commentList(page).getByText('No comments yet', { exact: false }).waitFor();
    await postComment(page, '0:01', 'Kick is too loud here');
    await postComment(page, '0:00', 'Love the intro');
    await commentsToggle(page).filter({ hasText: 'Comments (2)' }).waitFor();
    // Position order, whatever the order of writing; the new comment marks the waveform at once.
    const bodies = await commentList(page).getByTestId('comment').allInnerTexts();
    expect(bodies.map((text) => text.includes('Love the intro'))).toEqual([true, false]);
    await page.getByRole('button', { name: 'Comment at 0:01 by Grace', exact: true }).waitFor();
  });

  it('the owner sees the comments and the marker at 0:01 when playing the song', async () => {
    const { page } = owner;
    await page.reload();
    await commentsToggle(page).filter({ hasText: 'Comments (2)' }).click();
    await commentWith(page, 'Kick is too loud here').getByText('Grace').waitFor();
    await commentWith(page, 'Kick is too loud here')
      .getByRole('button', { name: `Play ${SONG} from 0:01` })
      .waitFor();
    await songTable(page)
      .getByRole('button', { name: `Play ${SONG}`, exact: true })
      .click();
    const marker = page.getByRole('button', { name: 'Comment at 0:01 by Grace', exact: true });
    await marker.waitFor();
    // Half-way along a two-second song.
    const [waveform, mark] = await Promise.all([
      page.getByTestId('player-waveform').boundingBox(),
      marker.boundingBox(),
    ]);
    const fraction = (mark!.x + mark!.width / 2 - waveform!.x) / waveform!.width;
    expect(fraction).toBeGreaterThan(0.4);
    expect(fraction).toBeLessThan(0.6);
  });

  it("a notification link opens the song's comments with that comment outlined", async () => {
    const { page } = owner;
    const projectId = projectPath.split('/').at(-1)!;
    const songs = (await (await page.request.get(`/api/projects/${projectId}/audio`)).json()) as {
      id: string;
    }[];
    const list = await page.request.get(`/api/audio/${songs[0]!.id}/comments`);
    const comments = (await list.json()) as { id: string; body: string }[];
    const kick = comments.find((comment) => comment.body === 'Kick is too loud here')!;
    await page.goto(`${projectPath}?tab=audio&comment=${kick.id}`);
    const linked = commentList(page).locator('[data-highlighted]');
    await linked.filter({ hasText: 'Kick is too loud here' }).waitFor();
    await expect(linked.count()).resolves.toBe(1);
  });

  it('the collaborator deletes their own comment', async () => {
    const { page } = guest;
    await deleteComment(page, '0:00', 'Grace');
    await commentsToggle(page).filter({ hasText: 'Comments (1)' }).waitFor();
    await expect(commentWith(page, 'Love the intro').count()).resolves.toBe(0);
  });

  it('the owner deletes the other', async () => {
    const { page } = owner;
    await page.goto(`${projectPath}?tab=audio`);
    await commentsToggle(page).filter({ hasText: 'Comments (1)' }).click();
    await deleteComment(page, '0:01', 'Grace');
    await commentList(page).getByText('No comments yet', { exact: false }).waitFor();
    await commentsToggle(page).filter({ hasText: 'Comments (0)' }).waitFor();
  });

  it('a song with more than a page of comments shows the first page, then the rest on demand', async () => {
    const { page } = owner;
    const projectId = projectPath.split('/').at(-1)!;
    const songs = (await (await page.request.get(`/api/projects/${projectId}/audio`)).json()) as {
      id: string;
    }[];
    for (let n = 0; n < 105; n++) {
      const res = await page.request.post(`/api/audio/${songs[0]!.id}/comments`, {
        data: { atSeconds: (n % 20) / 10, body: `Note ${n}` },
        headers: { origin: owner.baseURL },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`${projectPath}?tab=audio`);
    await commentsToggle(page).filter({ hasText: 'Comments (105)' }).click();
    await expect.poll(() => commentList(page).getByTestId('comment').count()).toBe(100);
    await commentList(page).getByRole('button', { name: 'Show more comments' }).click();
    await expect.poll(() => commentList(page).getByTestId('comment').count()).toBe(105);
    await expect(
      commentList(page).getByRole('button', { name: 'Show more comments' }).count(),
    ).resolves.toBe(0);
    // Deleting from a later page works on the paged list as on a short one.
    await commentWith(page, 'Note 99')
      .getByRole('button', { name: /^Delete the comment at/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Comment deleted').first().waitFor();
    await expect.poll(() => commentList(page).getByTestId('comment').count()).toBe(104);
    await commentsToggle(page).filter({ hasText: 'Comments (104)' }).waitFor();
  });
});
