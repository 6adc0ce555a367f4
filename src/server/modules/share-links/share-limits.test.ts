// Issue 27: the limits of the public routes (wrong passwords per link and address, then per link
// whatever the address; listen reports; link e-mails per recipient), and the heatmap of many
// listens read from its counters.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_HEATMAP_BUCKETS, shareHeatmapSchema } from '../../../shared/schemas/share-links.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { expectRateLimited } from '../../test/rate-limit-test-support.js';
import { shareApi, storedSong, type ShareApi } from '../../test/share-link-test-support.js';
import { RATE_LIMITS } from '../rate-limits/index.js';

describe('share links under load and abuse', () => {
  let t: TestApp;
  let api: ShareApi;
  let owner: TestUser;
  let song: TestAudioRow;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: true });
    api = shareApi(t);
    owner = await createUser(t.app, { artistName: 'Owner' });
    const project = await createProject(t.app, owner.profileId);
    song = await storedSong(t, project.id, Buffer.alloc(1000, 3), { duration: 100 });
  });
  afterAll(() => t.close());

  it('wrong passwords: 401 each, then 429 with Retry-After for that address, then for the link', async () => {
    const link = await api.create(owner, {
      target: { type: 'audio', id: song.id },
      password: 'right one',
    });
    const attempt = (ip: string, password = 'wrong one') =>
      t.app.inject({
        method: 'POST',
        url: `${link.api}/unlock`,
        payload: { password },
        remoteAddress: ip,
      });
    const perAddress = RATE_LIMITS.shareUnlockFailuresPerLinkAndIp.max;
    for (let i = 0; i < perAddress; i += 1)
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
    expectRateLimited(await attempt('203.0.113.1'), /Too many wrong passwords for this link\./);
    // Even the right password waits: the guessing address is held off.
    expect((await attempt('203.0.113.1', 'right one')).statusCode).toBe(429);
    // Another address still may, until the link's own cap (spread over many addresses).
    expect((await attempt('203.0.113.2', 'right one')).statusCode).toBe(204);
    const perLink = RATE_LIMITS.shareUnlockFailuresPerLink.max;
    for (let i = perAddress; i < perLink; i += 1) {
      expect((await attempt(`198.51.100.${i}`)).statusCode).toBe(401);
    }
    expectRateLimited(await attempt('192.0.2.9', 'right one'), /Too many wrong passwords/);
  }, 120_000);

  it('link e-mails to one address are limited whoever sends them', async () => {
    const max = RATE_LIMITS.shareLinkEmailsPerRecipient.max;
    const send = () =>
      api.call('POST', '/api/share-links', {
        user: owner,
        payload: {
          target: { type: 'audio', id: song.id },
          recipientName: 'Label',
          recipientEmail: 'busy@example.com',
          allowDownload: false,
          allowComments: false,
        },
      });
    for (let i = 0; i < max; i += 1) expect((await send()).statusCode).toBe(201);
    expectRateLimited(await send(), /This address has been sent too many share links\./);
  });

  it('draws the heatmap of many listens from its counters, exactly', async () => {
    const link = await api.create(owner, { target: { type: 'audio', id: song.id } });
    const listens = 120;
    for (let i = 0; i < listens; i += 1) {
      // Every listen hears the first half; every third one hears 0–10 s twice (a replay).
      const ranges: [number, number][] =
        i % 3 === 0
          ? [
              [0, 50],
              [0, 10],
            ]
          : [[0, 50]];
      const res = await t.app.inject({
        method: 'POST',
        url: `${link.api}/listens`,
        payload: { listenId: randomUUID(), audioId: song.id, ranges },
        remoteAddress: `10.0.${Math.floor(i / 200)}.${i % 200}`,
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    const res = await api.call('GET', `/api/share-links/${link.id}/heatmap?audioId=${song.id}`, {
      user: owner,
    });
    const heatmap = shareHeatmapSchema.parse(res.json());
    expect(heatmap.buckets).toHaveLength(SHARE_HEATMAP_BUCKETS);
    const replays = Math.ceil(listens / 3);
    expect(heatmap.buckets[0]).toBe(listens + replays);
    expect(heatmap.buckets[19]).toBe(listens);
    expect(heatmap.buckets[30]).toBe(listens);
    expect(heatmap.buckets[60]).toBe(0);
    const outsider = await createUser(t.app);
    const refused = await api.call(
      'GET',
      `/api/share-links/${link.id}/heatmap?audioId=${song.id}`,
      {
        user: outsider,
      },
    );
    expect(refused.statusCode).toBe(404);
  }, 120_000);

  it('bounds the listen reports of one link and address', async () => {
    const link = await api.create(owner, { target: { type: 'audio', id: song.id } });
    const max = RATE_LIMITS.shareListenReportsPerLinkAndIp.max;
    const listenId = randomUUID();
    const report = () =>
      t.app.inject({
        method: 'POST',
        url: `${link.api}/listens`,
        payload: { listenId, audioId: song.id, ranges: [[0, 1]] },
        remoteAddress: '203.0.113.50',
      });
    let last = await report();
    for (let i = 1; i <= max && last.statusCode === 204; i += 1) last = await report();
    expectRateLimited(last, /Too many listening reports for this link\./);
  }, 300_000);
});
