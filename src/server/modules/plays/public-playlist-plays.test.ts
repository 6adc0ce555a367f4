// Issue 28 item 5: a play on a public playlist's page, signed out, counted for the song's owner
// as 'publicPlaylist'; an unknown link or song is 404; the rate limits per address hold.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist } from '../../../shared/schemas/playlists.js';
import { plays } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { playlistApi, type PlaylistApi } from '../../test/playlist-test-support.js';
import { expectRateLimited } from '../../test/rate-limit-test-support.js';
import { RATE_LIMITS } from '../rate-limits/index.js';

describe('POST /api/listen/:token/tracks/:trackId/plays', () => {
  let t: TestApp;
  let api: PlaylistApi;
  let ada: TestUser;
  let grace: TestUser;
  let ownSong: TestAudioRow;
  let bandSong: TestAudioRow;
  let token: string;
  let trackIds: { own: string; band: string };

  const play = (path: { token: string; trackId: string }, ip: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/listen/${path.token}/tracks/${path.trackId}/plays`,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const playsOf = (audioId: string) =>
    t.app.deps.db.select().from(plays).where(eq(plays.audioFileId, audioId));
  const tokenOf = (playlist: Playlist) => playlist.shareUrl!.replace('/listen/', '');

  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: true });
    api = playlistApi(t);
    ada = await createUser(t.app);
    grace = await createUser(t.app);
    ownSong = await createAudioRow(t.app, (await createProject(t.app, ada.profileId)).id);
    // Grace's band lets members share, so Ada's public playlist carries its song; its plays
    // are Grace's figures, since analytics follow the song's owner.
    const band = await createProject(t.app, grace.profileId, { membersMayShare: true });
    await addMember(t.app, band.id, ada, 'viewer');
    bandSong = await createAudioRow(t.app, band.id);
    const playlist = await api.create(ada, { name: 'Public mix', isPublic: true });
    const own = await api.add(ada, playlist.id, ownSong.id);
    const fromBand = await api.add(ada, playlist.id, bandSong.id);
    token = tokenOf(await api.read(ada, playlist.id));
    trackIds = { own: own.id, band: fromBand.id };
  });
  afterAll(() => t.close());

  it("counts a signed-out play (204) as 'publicPlaylist' for the song's owner", async () => {
    const res = await play({ token, trackId: trackIds.own }, '203.0.113.10', {
      seconds: 35,
      completed: false,
    });
    expect(res.statusCode).toBe(204);
    expect(await playsOf(ownSong.id)).toMatchObject([
      {
        source: 'publicPlaylist',
        listenerProfileId: null,
        ownerProfileId: ada.profileId,
        secondsHeard: 35,
        completed: false,
      },
    ]);
    expect((await play({ token, trackId: trackIds.band }, '203.0.113.10')).statusCode).toBe(204);
    expect(await playsOf(bandSong.id)).toMatchObject([
      { source: 'publicPlaylist', ownerProfileId: grace.profileId },
    ]);
  });

  it('answers 404 for an unknown link, a private playlist, or a track not in it', async () => {
    const before = (await playsOf(ownSong.id)).length;
    const unknown = await play({ token: 'x'.repeat(43), trackId: trackIds.own }, '203.0.113.11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('playlists.sharedUnavailable');
    const badTrack = '00000000-0000-4000-8000-000000000000';
    expect((await play({ token, trackId: badTrack }, '203.0.113.11')).statusCode).toBe(404);
    expect((await play({ token, trackId: 'nope' }, '203.0.113.11')).statusCode).toBe(404);
    const hidden = await api.create(ada, { name: 'Hidden', isPublic: true });
    const hiddenTrack = await api.add(ada, hidden.id, ownSong.id);
    const hiddenToken = tokenOf(await api.read(ada, hidden.id));
    await api.update(ada, hidden.id, { isPublic: false });
    const closed = await play({ token: hiddenToken, trackId: hiddenTrack.id }, '203.0.113.11');
    expect(closed.statusCode).toBe(404);
    expect(await playsOf(ownSong.id)).toHaveLength(before);
  });

  it('refuses a bad report with 400 and counts nothing', async () => {
    const before = (await playsOf(ownSong.id)).length;
    const res = await play({ token, trackId: trackIds.own }, '203.0.113.12', { seconds: -3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('analytics.playReportInvalid');
    expect(await playsOf(ownSong.id)).toHaveLength(before);
  });

  it('counts one play of a song per address in 30 s, whatever the client says', async () => {
    const before = (await playsOf(ownSong.id)).length;
    expect((await play({ token, trackId: trackIds.own }, '203.0.113.13')).statusCode).toBe(204);
    expectRateLimited(
      await play({ token, trackId: trackIds.own }, '203.0.113.13'),
      /This play was already counted\./,
    );
    // Another address is another listener.
    expect((await play({ token, trackId: trackIds.own }, '203.0.113.14')).statusCode).toBe(204);
    expect(await playsOf(ownSong.id)).toHaveLength(before + 2);
  });

  it('stops one address after its hourly number of plays', async () => {
    const ip = '198.51.100.7';
    const max = RATE_LIMITS.publicPlaysPerIp.max;
    // Alternating songs would hit the 30 s rule; the hourly count is what is tested here, so
    // each request counts against it whether or not the per-song rule lets it through.
    for (let i = 0; i < max; i += 1) await play({ token, trackId: trackIds.own }, ip);
    expectRateLimited(
      await play({ token, trackId: trackIds.band }, ip),
      /Too many plays from this address\./,
    );
  }, 120_000);
});
