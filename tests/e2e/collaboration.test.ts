import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, fixturePath } from '../fixtures/audio/fixtures';
import { openBrowser, type BrowserSession } from './support/browser';
import { invitationPath, waitForMail } from './support/mail';

const PASSWORD = 'a-long-password';
const unique = (who: string) => `${who}-${randomBytes(4).toString('hex')}@example.com`;

/** Registers through the API in the page's own cookie jar (the owner's and the viewer's way in). */
async function signUp(page: Page, email: string, artistName: string): Promise<void> {
  const res = await page.request.post('/api/auth/register', {
    data: {
      firstName: artistName.split(' ')[0],
      lastName: 'E2E',
      artistName,
      email,
      password: PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
}

/** The owner's invite form on the Collaborators tab: fills it and waits for the server's answer. */
async function invite(page: Page, email: string, role: 'Collaborator' | 'Viewer') {
  const form = page.getByRole('region', { name: 'Invite a collaborator' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByText('Email format is valid').waitFor();
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  // The e-mail is queued (decision 034): the owner is told it is on its way.
  await page.getByText('Invitation on Its Way').first().waitFor();
}

// Issue 5's journey in three browsers: an owner, a new person invited by e-mail, and an
// existing account invited as a viewer.
describe('collaboration: invite by e-mail, join, roles, leave', () => {
  let owner: BrowserSession;
  let invitee: BrowserSession;
  let viewer: BrowserSession;
  const inviteeEmail = unique('invitee');
  const viewerEmail = unique('viewer');
  const title = `Duet ${randomBytes(3).toString('hex')}`;
  let projectPath = '';

  beforeAll(async () => {
    [owner, invitee, viewer] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
    await signUp(owner.page, unique('owner'), 'Olive Owner');
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), invitee?.close(), viewer?.close()]);
  });

  it('the owner creates a project, uploads a song and invites a new person', async () => {
    const { page } = owner;
    await page.goto('/home');
    await page.getByRole('button', { name: 'New project' }).first().click();
    await page
      .getByRole('dialog', { name: 'New project' })
      .getByLabel('Project name')
      .press('Enter');
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\?tab=audio$/);
    projectPath = new URL(page.url()).pathname;
    const renamed = await page.request.patch(`/api${projectPath}`, { data: { title } });
    expect(renamed.status()).toBe(200);
    await page.reload();
    await page.getByLabel('Choose audio files to upload').setInputFiles(fixturePath('wav'));
    await page.getByRole('button', { name: 'Play tone-2.0s' }).waitFor();

    await page.getByRole('tab', { name: 'Collaborators' }).click();
    const form = page.getByRole('region', { name: 'Invite a collaborator' });
    const send = form.getByRole('button', { name: 'Send invitation' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await form.getByLabel('E-mail address').fill('not-an-address');
    await form.getByText('Please enter a valid email address').waitFor();
    await expect(send.isDisabled()).resolves.toBe(true);
    // Collaborator is the default role.
    await expect(form.getByLabel('Role').inputValue()).resolves.toBe('collaborator');
    await invite(page, inviteeEmail, 'Collaborator');
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(inviteeEmail).waitFor();
    await pending.getByText('Invited as Collaborator').waitFor();
    await page.getByText('No active collaborators yet').waitFor();
  });

  it('the invitee registers from the e-mailed link, lands on the welcome and plays the song', async () => {
    const link = invitationPath(await waitForMail(inviteeEmail));
    expect(link).toMatch(/^\/register\?invitation=/);
    const { page } = invitee;
    await page.goto(link);
    await page.getByRole('heading', { name: `Join ${title}` }).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(inviteeEmail);
    await page.getByLabel('First name').fill('Ivy');
    await page.getByLabel('Last name').fill('Invitee');
    await page.getByLabel('Artist name').fill('Ivy Invitee');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText(`You joined ${title}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Open project' }).click();
    await page.waitForURL(`**${projectPath}`);
    await page.getByRole('tab', { name: 'Audio' }).click();
    await page.getByRole('button', { name: 'Play tone-2.0s' }).click();
    await page.getByTestId('player-bar').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="player-time"]')?.textContent?.trim() !== '0:00',
    );
    await page.getByRole('button', { name: 'Pause tone-2.0s' }).first().click();
  });

  it("the owner's bell shows the acceptance without a reload, then the tab shows the member", async () => {
    const { page } = owner;
    // The owner's page has stayed open since the invitation: the notification came live.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page
      .getByRole('menu')
      .getByText(/Ivy Invitee/)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    const members = page.getByRole('list', { name: 'Project members' });
    await members.getByText('Ivy Invitee').waitFor();
    await members
      .getByRole('list', { name: 'What Ivy Invitee can do' })
      .getByText('Edit lyrics')
      .waitFor();
    await page.getByText('No pending invitations').waitFor();
  });

  it('an existing account invited as viewer signs in from the link and accepts', async () => {
    await signUp(viewer.page, viewerEmail, 'Vic Viewer');
    await viewer.page.request.post('/api/auth/logout');
    await invite(owner.page, viewerEmail, 'Viewer');

    const link = invitationPath(await waitForMail(viewerEmail));
    expect(link).toMatch(/^\/invitations\//);
    const { page } = viewer;
    await page.goto(link);
    await page.getByRole('heading', { name: `Join ${title}` }).waitFor();
    await page.getByText(/Olive Owner invited you to work on .* as a Viewer/).waitFor();
    await page.getByRole('link', { name: `Sign in as ${viewerEmail} to accept` }).click();
    await page.getByLabel('Email').fill(viewerEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back on the invitation, now signed in.
    await page.getByRole('button', { name: `Accept the invitation to ${title}` }).click();
    await page.waitForURL(`**${projectPath}`);
    await page.getByText('Invitation Accepted').first().waitFor();
  });

  it('the viewer sees no upload button, and the API refuses their upload', async () => {
    const { page } = viewer;
    await page.goto(`${projectPath}?tab=audio`);
    await page.getByRole('button', { name: 'Play tone-2.0s' }).waitFor();
    await expect(page.getByRole('button', { name: 'Upload audio' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Choose audio files to upload').count()).resolves.toBe(0);
    const upload = await page.request.post(`/api${projectPath}/audio`, {
      multipart: {
        audio: { name: 'tone-2.0s.wav', mimeType: 'audio/wav', buffer: await fixture('wav') },
      },
    });
    expect(upload.status()).toBe(403);
  });

  it("a member accepts on /invitations; the owner changes the viewer's role and removes the new member", async () => {
    // A fourth account, signed in elsewhere, accepts from its Invitations page.
    const remy = await openBrowser();
    try {
      const remyEmail = unique('remy');
      await signUp(remy.page, remyEmail, 'Remy Removed');
      await invite(owner.page, remyEmail, 'Viewer');
      await remy.page.goto('/invitations');
      const invitations = remy.page.getByRole('list', { name: 'Your pending invitations' });
      await invitations.getByRole('heading', { name: title }).waitFor();
      await invitations.getByText('As Viewer').waitFor();
      await invitations.getByRole('button', { name: `Accept the invitation to ${title}` }).click();
      await remy.page.waitForURL(`**${projectPath}`);

      const { page } = owner;
      await page.reload();
      const members = page.getByRole('list', { name: 'Project members' });
      await members.getByText('Remy Removed').waitFor();
      await members.getByLabel('Role for Vic Viewer').selectOption('collaborator');
      await page.getByText('Role Updated').first().waitFor();
      await members
        .getByRole('list', { name: 'What Vic Viewer can do' })
        .getByText('Edit lyrics')
        .waitFor();
      const vic = await viewer.page.request.get(`/api${projectPath}`);
      expect(((await vic.json()) as { role: string }).role).toBe('collaborator');

      await members.getByRole('button', { name: 'Remove Remy Removed' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove collaborator?' });
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await page.getByText('Collaborator Removed').first().waitFor();
      await expect(members.getByText('Remy Removed').count()).resolves.toBe(0);
      const gone = await remy.page.request.get(`/api${projectPath}`);
      expect(gone.status()).toBe(404);
    } finally {
      await remy.close();
    }
  });

  it('the collaborator leaves from the Collaborators tab and no longer sees the project', async () => {
    const { page } = invitee;
    await page.getByRole('tab', { name: 'Collaborators' }).click();
    await page.getByRole('list', { name: 'Project members' }).getByText('Vic Viewer').waitFor();
    await page.getByRole('button', { name: 'Leave project' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave project' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Left Project').first().waitFor();
    const projects = await page.request.get('/api/projects');
    const ids = ((await projects.json()) as { id: string }[]).map((p) => p.id);
    expect(ids).not.toContain(projectPath.split('/').pop());
    await page.goto(projectPath);
    await page.getByText('Project not found').first().waitFor();
  });

  it('the viewer leaves from the row menu of their library, and the song goes with it', async () => {
    const { page } = viewer;
    await page.goto('/studio');
    await page.getByRole('button', { name: 'More actions for tone-2.0s' }).click();
    await page.getByRole('menuitem', { name: 'Leave Project' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this project?' });
    await dialog.getByText(title).waitFor();
    await dialog.getByRole('button', { name: 'Leave project' }).click();
    await page.getByText('Left Project').first().waitFor();
    await page.getByText('No audio files yet').waitFor();
  });
});

// Issue 13: a long list of invitations pages in as the tab scrolls; its count is the server's.
describe('collaboration: many pending invitations, a page at a time', () => {
  let owner: BrowserSession;
  let projectId = '';
  const token = randomBytes(3).toString('hex');

  beforeAll(async () => {
    owner = await openBrowser();
    await signUp(owner.page, unique('crowd-owner'), 'Cora Crowd');
    const created = await owner.page.request.post('/api/projects', {
      headers: { Origin: owner.baseURL },
      data: { title: 'Big Band', description: '' },
    });
    projectId = ((await created.json()) as { id: string }).id;
    for (let i = 0; i < 55; i += 1) {
      const sent = await owner.page.request.post(`/api/projects/${projectId}/invite`, {
        headers: { Origin: owner.baseURL },
        data: { email: `band-${token}-${i}@example.com`, role: 'viewer' },
      });
      expect(sent.status()).toBe(201);
    }
  });
  afterAll(async () => {
    await owner?.close();
  });

  it('shows the total, pages the rest in as it scrolls, and cancels one from a later page', async () => {
    const { page } = owner;
    await page.goto(`/projects/${projectId}?tab=collaborators`);
    await page.getByText('55 pending').waitFor();
    const rows = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBe(55);

    const last = `band-${token}-54@example.com`;
    await page.getByRole('button', { name: `Cancel the invitation to ${last}` }).click();
    await page.getByText('54 pending').waitFor();
    await expect.poll(() => rows.count()).toBe(54);
    expect(await rows.filter({ hasText: last }).count()).toBe(0);
  });
});
