import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const SONG = 'tone-2.0s';

const songTable = (page: Page) => page.getByRole('table');
const commentsToggle = (page: Page) =>
  songTable(page).getByRole('button', { name: new RegExp(`^Comments.* on ${SONG}$`) });
const commentList = (page: Page) => page.getByRole('region', { name: `Comments on ${SONG}` });
const thread = (page: Page, text: string) =>
  commentList(page).getByTestId('comment').filter({ hasText: text });
const filter = (page: Page, name: 'Open' | 'Resolved') =>
  commentList(page).getByRole('group', { name: 'Show comments' }).getByRole('button', { name });

// Issue 26 item 6: a comment gets a reply, is resolved, and the Resolved filter shows it.
describe('comment threads: reply, resolve, filter', () => {
  let owner: BrowserSession;

  beforeAll(async () => {
    owner = await openBrowser();
  });
  afterAll(async () => {
    await owner.close();
  });

  it('posts a comment, replies, resolves it and finds it under Resolved', async () => {
    const { page } = owner;
    const res = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Ada',
        lastName: 'Test',
        artistName: 'Ada',
        email: `threads-${randomBytes(4).toString('hex')}@example.com`,
        password: 'a-long-password',
      },
    });
    expect(res.status()).toBe(201);
    await page.goto('/home');
    await page.getByRole('button', { name: 'New project' }).first().click();
    await page
      .getByRole('dialog', { name: 'New project' })
      .getByLabel('Project name')
      .press('Enter');
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\?tab=audio$/);
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, `${SONG}.wav`));
    await commentsToggle(page).filter({ hasText: 'Comments (0)' }).click();

    const form = commentList(page).getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Comment at').fill('0:01');
    await form.getByLabel('Comment', { exact: true }).fill('Snare too loud');
    await form.getByRole('button', { name: 'Post' }).click();
    await thread(page, 'Snare too loud').waitFor();
    await commentsToggle(page).filter({ hasText: 'Comments (1)' }).waitFor();

    // Reply, from the keyboard: the button, then the reply box, Ctrl+Enter.
    await commentList(page)
      .getByRole('button', { name: 'Reply to the comment at 0:01 by Ada' })
      .press('Enter');
    const reply = commentList(page).getByRole('form', { name: 'Reply to Ada' });
    await reply.getByLabel('Your reply').fill('Pulled it down 2 dB');
    await reply.getByLabel('Your reply').press('Control+Enter');
    await thread(page, 'Snare too loud')
      .getByRole('list', { name: 'Replies to Ada' })
      .getByText('Pulled it down 2 dB')
      .waitFor();

    // A second reply, deleted again by its author: the thread and the first reply stay.
    await commentList(page)
      .getByRole('button', { name: 'Reply to the comment at 0:01 by Ada' })
      .click();
    await reply.getByLabel('Your reply').fill('Wrong take, ignore');
    await reply.getByRole('button', { name: 'Reply', exact: true }).click();
    const replies = thread(page, 'Snare too loud').getByRole('list', { name: 'Replies to Ada' });
    await replies.getByText('Wrong take, ignore').waitFor();
    await replies
      .getByTestId('comment-reply')
      .filter({ hasText: 'Wrong take, ignore' })
      .getByRole('button', { name: 'Delete the reply by Ada' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await replies.getByText('Wrong take, ignore').waitFor({ state: 'detached' });
    await replies.getByText('Pulled it down 2 dB').waitFor();

    await commentList(page)
      .getByRole('button', { name: 'Resolve the comment at 0:01 by Ada' })
      .click();
    await page.getByText('Comment resolved').first().waitFor();
    await commentList(page).getByText('No comments yet', { exact: false }).waitFor();
    await commentsToggle(page).filter({ hasText: 'Comments (0)' }).waitFor();
    await expect(filter(page, 'Open').getAttribute('aria-pressed')).resolves.toBe('true');

    await filter(page, 'Resolved').click();
    const resolved = thread(page, 'Snare too loud');
    await resolved.getByText(/Resolved by Ada/).waitFor();
    await resolved.getByText('Pulled it down 2 dB').waitFor();
    await resolved.getByRole('button', { name: 'Reopen the comment at 0:01 by Ada' }).waitFor();
  });
});
