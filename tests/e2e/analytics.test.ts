import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/server/modules/releases/delivery/delivery.test-support';
import { signUpFresh } from './support/accounts';
import { downloadedBytes, openBrowser, type BrowserSession } from './support/browser';
import { waitUntilAudioPlays, watchStartedMedia } from './support/started-media';
import { toneWav } from './support/tone-wav';

const SONGS = ['Night Shift', 'Neon Rain'] as const;
const RELEASE = 'Owner Single';

interface Analytics {
  totals: { plays: number };
  byDay: { date: string; plays: number }[];
  bySong: { title: string; plays: number }[];
  bySource: { source: string; plays: number }[];
}

/** Every body row of a figures table: its heading cell, then its figures. */
const tableRows = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')),
    );

/** Today's figures of the signed-in person (days in UTC, as the browser's zone here). */
async function todaysAnalytics(page: Page): Promise<Analytics> {
  const today = new Date().toISOString().slice(0, 10);
  const res = await page.request.get(`/api/analytics?from=${today}&to=${today}&tz=UTC`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Analytics;
}
const playsFrom = (answer: Analytics, source: string) =>
  answer.bySource.find((row) => row.source === source)?.plays ?? 0;

/** Plays `title` from the project's audio tab and waits until the browser really plays it. */
async function playSong(page: Page, projectId: string, title: string) {
  await page.goto(`/projects/${projectId}?tab=audio`);
  await page.getByRole('button', { name: `Play ${title}` }).click();
  await page.getByTestId('player-bar').getByText(title, { exact: true }).waitFor();
  await waitUntilAudioPlays(page);
}

// Issue 28 item 6: songs played in the app show on /analytics as today's plays by source and
// export as CSV; a collaborator of the owner's project sees none of the owner's figures or
// releases.
describe('analytics of real listening, and what a collaborator does not see', () => {
  let owner: BrowserSession;
  let collaborator: BrowserSession;
  let collaboratorEmail = '';
  let projectId = '';
  let releaseId = '';
  const audioIds = new Map<string, string>();

  const ownerApi = async <T>(method: 'post' | 'put', url: string, data: object) => {
    const res = await owner.page.request[method](url, { headers: { Origin: owner.baseURL }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    [owner, collaborator] = await Promise.all([openBrowser(), openBrowser()]);
    await Promise.all([watchStartedMedia(owner.page), watchStartedMedia(collaborator.page)]);
    await signUpFresh(owner.page, { prefix: 'analytics-owner', artistName: 'Nova Lights' });
    collaboratorEmail = await signUpFresh(collaborator.page, {
      prefix: 'analytics-collaborator',
      artistName: 'Cal Laborator',
    });
    projectId = (await ownerApi<{ id: string }>('post', '/api/projects', { title: 'Late Hours' }))
      .id;
    for (const title of SONGS) {
      const res = await owner.page.request.post(`/api/projects/${projectId}/audio`, {
        headers: { Origin: owner.baseURL },
        multipart: {
          title,
          // Three seconds: each play ends, and so is counted, soon.
          audio: {
            name: `${title}.wav`,
            mimeType: 'audio/wav',
            buffer: toneWav({ seconds: 3, dbfs: -20 }),
          },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      audioIds.set(title, ((await res.json()) as [{ id: string }])[0].id);
    }
    const release = await ownerApi<{ id: string }>('post', '/api/releases', {
      type: 'single',
      title: RELEASE,
    });
    releaseId = release.id;
    await ownerApi('put', `/api/releases/${releaseId}/tracks`, [
      { audioId: audioIds.get(SONGS[0]) },
    ]);
    // The collaborator joins here, not in their test: a retried test must not invite twice.
    const invited = await ownerApi<{ collaboration: { id: string } }>(
      'post',
      `/api/projects/${projectId}/invite`,
      { email: collaboratorEmail, role: 'collaborator' },
    );
    const accepted = await collaborator.page.request.post(
      `/api/collaborations/${invited.collaboration.id}/accept`,
      { headers: { Origin: collaborator.baseURL } },
    );
    expect(accepted.status()).toBe(200);
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), collaborator?.close()]);
  });

  it('the owner plays two songs in the app and each play is counted as their own', async () => {
    // Counted from what is there already: a retried test finds its first attempt's plays.
    const before = await todaysAnalytics(owner.page);
    const songPlays = (answer: Analytics, title: string) =>
      answer.bySong.find((song) => song.title === title)?.plays ?? 0;
    for (const title of SONGS) {
      await playSong(owner.page, projectId, title);
      await expect
        .poll(async () => songPlays(await todaysAnalytics(owner.page), title), { timeout: 15_000 })
        .toBe(songPlays(before, title) + 1);
    }
    const answer = await todaysAnalytics(owner.page);
    expect(answer.totals.plays).toBe(before.totals.plays + 2);
    expect(playsFrom(answer, 'own')).toBe(playsFrom(before, 'own') + 2);
  });

  it("/analytics shows today's plays and their sources, and exports them as CSV", async () => {
    const { page } = owner;
    // What the test before counted (two plays, one of each song), as the page should show it.
    const { totals, bySong } = await todaysAnalytics(page);
    const plays = String(totals.plays);
    await page.goto('/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const shown = page.locator('dl > *').filter({ has: page.getByText('Plays', { exact: true }) });
    await expect.poll(() => shown.locator('dd').textContent()).toBe(plays);

    const days = page.getByRole('table', { name: /^Plays and share-link listens per day/ });
    // The period ends today: its last day holds the plays.
    expect((await tableRows(days)).at(-1)?.slice(1)).toEqual([plays, '0']);
    const sources = page.getByRole('table', { name: /^Plays by source/ });
    const bySource = new Map((await tableRows(sources)).map(([name, count]) => [name, count]));
    expect(bySource.get('Your own plays')).toBe(plays);
    expect(bySource.get('Release pages')).toBe('0');
    const songs = page.getByRole('table', { name: /^Top songs by plays/ });
    expect((await tableRows(songs)).map((row) => row.slice(0, 2)).sort()).toEqual(
      SONGS.map((title) => [
        title,
        String(bySong.find((song) => song.title === title)?.plays ?? 0),
      ]).sort(),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV of “Plays by source”' }).click(),
    ]);
    const [header, ...rows] = parseCsv((await downloadedBytes(download)).toString('utf8'));
    expect(header).toEqual(['source', 'plays']);
    expect(rows).toContainEqual(['own', plays]);
    expect(rows.find((row) => row[0] === 'releasePage')).toEqual(['releasePage', '0']);
  });

  it("a collaborator's plays count for the owner, yet the collaborator sees none of the owner's figures or releases", async () => {
    const { page } = collaborator;
    const before = playsFrom(await todaysAnalytics(owner.page), 'collaborator');
    await playSong(page, projectId, SONGS[0]);
    await expect
      .poll(async () => playsFrom(await todaysAnalytics(owner.page), 'collaborator'), {
        timeout: 15_000,
      })
      .toBe(before + 1);

    // Their own figures only: they own no songs, so nothing was listened to.
    expect((await todaysAnalytics(page)).totals.plays).toBe(0);
    await page.goto('/analytics');
    await page.getByText('No listening in this period').waitFor();
    expect(await page.getByText(SONGS[0]).count()).toBe(0);

    // The owner's release is the owner's own: unknown to anyone else.
    const release = await page.request.get(`/api/releases/${releaseId}`);
    expect(release.status()).toBe(404);
    const delivery = await page.request.get(`/api/releases/${releaseId}/delivery`);
    expect(delivery.status()).toBe(404);
    await page.goto('/releases');
    await page.getByText('No releases yet').waitFor();
    expect(await page.getByText(RELEASE).count()).toBe(0);
    await page.goto(`/releases/${releaseId}`);
    await page.getByText('Release not found').waitFor();
  });
});
