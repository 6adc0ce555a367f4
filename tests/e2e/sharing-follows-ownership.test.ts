import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../fixtures/audio/fixtures';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

const PASSWORD = 'a-long-password';
const unique = (who: string) => `${who}-${randomBytes(4).toString('hex')}@example.com`;

/** Registers through the API in the page's own cookie jar. */
async function signUp(page: Page, email: string, artistName: string): Promise<void> {
  const res = await page.request.post('/api/auth/register', {
    data: { firstName: artistName, lastName: 'E2E', artistName, email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
}

/** How many songs the playlist's public link serves (asked as the link's holder). */
async function publicTrackCount(page: Page, shareUrl: string): Promise<number> {
  const res = await page.request.get(`/api${shareUrl}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { trackCount: number }).trackCount;
}

// Issue 14: a viewer's public playlist skips the owner's song and says so to the viewer, until
// the owner turns on "Members may share" in the Collaborators tab.
describe('sharing follows ownership', () => {
  let owner: BrowserSession;
  let viewer: BrowserSession;
  const viewerEmail = unique('viewer');
  let projectId = '';
  let playlistId = '';
  let shareUrl = '';

  beforeAll(async () => {
    [owner, viewer] = await Promise.all([openBrowser({ bypassCSP: true }), openBrowser()]);
    await signUp(owner.page, unique('owner'), 'Opal');
    await signUp(viewer.page, viewerEmail, 'Vera');
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), viewer?.close()]);
  });

  it("a viewer's public playlist marks the owner's song as not on the public link", async () => {
    const created = await owner.page.request.post('/api/projects', {
      data: { title: `Unreleased ${randomBytes(3).toString('hex')}` },
    });
    projectId = ((await created.json()) as { id: string }).id;
    await owner.page.goto(`/projects/${projectId}?tab=audio`);
    await owner.page.getByLabel('Choose audio files to upload').setInputFiles(fixturePath('wav'));
    await owner.page.getByRole('button', { name: 'Play tone-2.0s' }).waitFor();
    const invited = await owner.page.request.post(`/api/projects/${projectId}/invite`, {
      data: { email: viewerEmail, role: 'viewer' },
    });
    expect(invited.status()).toBe(201);

    const { request } = viewer.page;
    const [invitation] = (await (await request.get('/api/collaborations/invitations')).json()) as {
      id: string;
    }[];
    expect((await request.post(`/api/collaborations/${invitation!.id}/accept`)).status()).toBe(200);
    const [song] = (await (await request.get(`/api/projects/${projectId}/audio`)).json()) as {
      id: string;
    }[];
    const playlist = (await (
      await request.post('/api/playlists', { data: { name: 'Vera mix', isPublic: true } })
    ).json()) as { id: string; shareUrl: string };
    playlistId = playlist.id;
    shareUrl = playlist.shareUrl;
    const added = await request.post(`/api/playlists/${playlistId}/tracks`, {
      data: { audioFileId: song!.id },
    });
    expect(added.status()).toBe(201);

    await viewer.page.goto(`/playlists/${playlistId}`);
    await viewer.page.getByRole('button', { name: 'Play tone-2.0s' }).waitFor();
    await viewer.page.getByText('Not on public link').waitFor();
    expect(await publicTrackCount(viewer.page, shareUrl)).toBe(0);
  });

  it('the owner turns on "Members may share": the link carries the song and the note goes', async () => {
    const { page } = owner;
    // The bell pulses for the viewer's acceptance; axe waits for still colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/projects/${projectId}?tab=collaborators`);
    const toggle = page.getByRole('switch', { name: 'Members may share' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByLabel('E-mail address').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await toggle.click();
    await page.getByText("Members may now share this project's audio").waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    await viewer.page.reload();
    await viewer.page.getByRole('button', { name: 'Play tone-2.0s' }).waitFor();
    await expect.poll(() => viewer.page.getByText('Not on public link').count()).toBe(0);
    expect(await publicTrackCount(viewer.page, shareUrl)).toBe(1);
  });
});
