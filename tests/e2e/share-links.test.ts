import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

const SONG = 'summer-song';
const LINK_PASSWORD = 'open-sesame';

/** A mono 16-bit 8 kHz WAV of `seconds` of a 440 Hz tone: long enough to listen, seek and leave. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  }
  return wav;
}

interface Listen {
  audioId: string;
  secondsHeard: number;
  ended: boolean;
}

async function listensOf(page: Page, linkId: string): Promise<Listen[]> {
  const res = await page.request.get(`/api/share-links/${linkId}/listens`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Listen[];
}

/** The player's position in whole seconds, as the listener page's waveform slider says it. */
const playerTime = async (page: Page) =>
  Number(
    await page
      .getByRole('region', { name: /Now playing/ })
      .getByRole('slider')
      .getAttribute('aria-valuenow'),
  );

// Issue 27: an owner sends one person a private, password-protected, download-free link to a
// version; the person listens without an account, and the owner sees who heard what.
describe('private share links with receipts', () => {
  let owner: BrowserSession;
  let member: BrowserSession;
  let listener: BrowserSession;
  let projectId = '';
  let audioId = '';
  let linkId = '';
  let linkPath = '';

  beforeAll(async () => {
    [owner, member, listener] = await Promise.all([
      openBrowser({ bypassCSP: true }),
      openBrowser(),
      openBrowser({ bypassCSP: true }),
    ]);
    await signUpFresh(owner.page, { prefix: 'share-owner', artistName: 'Opal' });
    const created = await owner.page.request.post('/api/projects', {
      data: { title: 'Unreleased' },
    });
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), member?.close(), listener?.close()]);
  });

  it('the owner makes a link for Ana: a version, a password, no download', async () => {
    const { page } = owner;
    await page.goto(`/projects/${projectId}?tab=audio`);
    await page.getByLabel('Choose audio files to upload').setInputFiles({
      name: `${SONG}.wav`,
      mimeType: 'audio/wav',
      buffer: toneWav(20),
    });
    await page.getByRole('button', { name: `Play ${SONG}` }).waitFor();
    const [song] = (await (await page.request.get(`/api/projects/${projectId}/audio`)).json()) as {
      id: string;
    }[];
    audioId = song!.id;

    await page.getByRole('button', { name: `More actions for ${SONG}` }).click();
    await page.getByRole('menuitem', { name: 'Share privately…' }).click();
    const dialog = page.getByRole('dialog', { name: `Share “${SONG}” privately` });
    await dialog.getByLabel("Recipient's name").fill('Ana');
    await dialog.getByLabel('Version').selectOption(audioId);
    await dialog.getByLabel(/^Password/).fill(LINK_PASSWORD);
    expect(await dialog.getByLabel('Download the audio files').isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create link' }).click();

    const field = dialog.getByLabel('Private link');
    await field.waitFor();
    const url = new URL(await field.inputValue());
    expect(url.pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{43}$/);
    linkPath = url.pathname;
    const [link] = (await (await page.request.get('/api/share-links')).json()) as {
      id: string;
      hasPassword: boolean;
      allowDownload: boolean;
      target: { followLatest: boolean };
    }[];
    expect(link).toMatchObject({ hasPassword: true, allowDownload: false });
    expect(link!.target.followLatest).toBe(false);
    linkId = link!.id;
  });

  it('Ana, with no account, enters the password, listens, seeks, comments and leaves', async () => {
    const { page } = listener;
    await page.goto(linkPath);
    await page.getByRole('heading', { name: 'This link has a password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('wrong-one');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText('That password is not right.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(LINK_PASSWORD);
    await page.getByRole('button', { name: 'Open' }).click();

    // The notice is there before anything plays; nothing plays by itself.
    await page.getByTestId('listening-notice').waitFor();
    expect(await page.getByTestId('listening-notice').textContent()).toContain('Opal');
    const row = page.getByTestId('shared-link-track');
    await row.waitFor();
    expect(await row.getByTestId('shared-link-version').textContent()).toContain('v1');
    expect(await page.getByRole('link', { name: /Download/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The download is refused through the link's own address, cookie and all.
    const [track] = (await (await page.request.get(`/api${linkPath}/tracks`)).json()) as {
      url: string;
      downloadUrl: string | null;
    }[];
    expect(track!.downloadUrl).toBeNull();
    const download = await page.request.get(`${track!.url}?download=1`);
    expect(download.status()).toBe(403);
    expect(((await download.json()) as { code: string }).code).toBe('share.downloadOff');

    await page.getByRole('button', { name: `Play ${SONG}` }).click();
    await expect.poll(() => playerTime(page), { timeout: 15_000 }).toBeGreaterThan(5);
    const nowPlaying = page.getByRole('region', { name: /Now playing/ });
    const slider = nowPlaying.getByRole('slider');
    const box = (await slider.boundingBox())!;
    await slider.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
    await expect.poll(() => playerTime(page)).toBeGreaterThan(14);

    await nowPlaying.getByLabel(new RegExp(`Comment on ${SONG} at`)).fill('Love the bridge');
    await nowPlaying.getByRole('button', { name: /Comment at/ }).click();
    await page.getByText('Comment sent').waitFor();
    await page.waitForTimeout(1000);
    // Leaving sends the rest with a beacon and ends the listen.
    await page.goto('about:blank');

    await expect
      .poll(async () => (await listensOf(owner.page, linkId)).find((l) => l.ended) ?? null, {
        timeout: 15_000,
      })
      .toMatchObject({ audioId, ended: true });
    const [listen] = await listensOf(owner.page, linkId);
    expect(listen!.secondsHeard).toBeGreaterThanOrEqual(6);
    expect(listen!.secondsHeard).toBeLessThan(15);
  });

  it("the owner reads the receipt and finds Ana's comment on the song", async () => {
    const { page } = owner;
    // The bell pulses for the new comment; axe waits for still colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The listen's notification leads to the link's receipts.
    const listenedNotification = async () => {
      const answer = await page.request.get('/api/notifications');
      const notifications = (await answer.json()) as {
        kind: string;
        message: string;
        link: string | null;
      }[];
      return notifications.find((notification) => notification.kind === 'share.listened') ?? null;
    };
    await expect
      .poll(listenedNotification, { timeout: 10_000 })
      .toMatchObject({ link: `/share-links?link=${linkId}` });
    const listened = await listenedNotification();
    expect(listened!.message).toMatch(new RegExp(`^Ana listened to ${SONG} v1 \\(\\d+ %\\)$`));
    await page.goto(listened!.link!);
    const receipts = page.getByRole('dialog', { name: 'Receipts for Ana' });
    await receipts.getByTestId('receipt-listen').waitFor();
    const heard = await receipts.getByTestId('heatmap-text').textContent();
    expect(heard).toMatch(/0:00 to 0:0\d: heard once/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    const card = page.getByTestId('share-link').filter({ hasText: 'Ana' });
    expect(await card.getByTestId('share-link-glance').textContent()).toMatch(/1 listen/);
    await card.getByRole('button', { name: 'Receipts for Ana' }).click();
    await receipts.getByTestId('receipt-listen').waitFor();
    await page.keyboard.press('Escape');

    const comments = (await (await page.request.get(`/api/audio/${audioId}/comments`)).json()) as {
      body: string;
    }[];
    expect(comments.map((comment) => comment.body)).toContain('Love the bridge');
  });

  it('a member\'s link stops serving when the owner turns "Members may share" off', async () => {
    const email = await signUpFresh(member.page, { prefix: 'share-member', artistName: 'Mo' });
    const invited = await owner.page.request.post(`/api/projects/${projectId}/invite`, {
      data: { email, role: 'collaborator' },
    });
    expect(invited.status()).toBe(201);
    const [invitation] = (await (
      await member.page.request.get('/api/collaborations/invitations')
    ).json()) as { id: string }[];
    const accepted = await member.page.request.post(`/api/collaborations/${invitation!.id}/accept`);
    expect(accepted.status()).toBe(200);
    const share = (on: boolean) =>
      owner.page.request.patch(`/api/projects/${projectId}`, { data: { membersMayShare: on } });
    expect((await share(true)).status()).toBe(200);

    const made = await member.page.request.post('/api/share-links', {
      data: {
        target: { type: 'project', id: projectId },
        recipientName: 'Label A&R',
        allowDownload: false,
        allowComments: false,
      },
    });
    expect(made.status()).toBe(201);
    const { token } = (await made.json()) as { token: string };
    const tracks = () => listener.page.request.get(`/api/s/${token}/tracks`);
    const [served] = (await (await tracks()).json()) as { url: string }[];
    expect(served).toBeDefined();

    expect((await share(false)).status()).toBe(200);
    const after = await tracks();
    const stillServed = after.ok() ? ((await after.json()) as unknown[]).length : 0;
    expect(stillServed).toBe(0);
    expect((await listener.page.request.get(served!.url)).status()).toBeGreaterThanOrEqual(400);
  });

  it('the owner revokes the link: it answers 410 and Ana sees why', async () => {
    const { page } = owner;
    await page.goto('/share-links');
    const card = page.getByTestId('share-link').filter({ hasText: 'Ana' });
    await card.getByRole('button', { name: 'Revoke for Ana' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
    await page.getByText('The link for Ana is revoked').waitFor();
    await expect.poll(() => card.getByTestId('share-link-state').textContent()).toBe('Revoked');

    const answer = await listener.page.request.get(`/api${linkPath}`);
    expect(answer.status()).toBe(410);
    expect(((await answer.json()) as { code: string }).code).toBe('share.revoked');
    await listener.page.goto(linkPath);
    await listener.page.getByRole('heading', { name: 'This link was withdrawn' }).waitFor();
  });
});
