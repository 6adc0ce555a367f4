// Issue 14 item 1: a public link carries only audio its sharer may share (DESIGN §5): the
// project's owner, or a member while the owner lets members share. Seeing a song is not enough.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistPageSchema } from '../../../shared/schemas/profile-overview.js';
import {
  SHARED_PLAYLIST_NOT_FOUND,
  sharedPlaylistSchema,
  sharedTrackSchema,
  type Playlist,
} from '../../../shared/schemas/playlists.js';
import { profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { readWholeList } from '../../test/paged-list-contract.js';
import { fixture } from '../../test/audio-test-support.js';
import { playlistApi, type PlaylistApi } from '../../test/playlist-test-support.js';

describe('public links follow ownership, not visibility', () => {
  let t: TestApp;
  let api: PlaylistApi;
  let owner: TestUser;
  let viewer: TestUser;
  let collaborator: TestUser;
  let wav: Buffer;
  let unreleasedId: string;
  let secretSong: TestAudioRow;

  const tokenOf = (playlist: Playlist) => playlist.shareUrl!.replace('/listen/', '');
  const listenTitles = async (token: string) =>
    sharedTrackSchema
      .array()
      .parse(await readWholeList(t.app, `/api/listen/${token}/tracks`))
      .map((track) => track.title);
  const listenStats = async (token: string) =>
    sharedPlaylistSchema.parse((await api.call('GET', `/api/listen/${token}`)).json());
  const audioStatus = async (token: string, trackId: string) =>
    (await api.call('GET', `/api/listen/${token}/tracks/${trackId}/audio`)).statusCode;
  const setMembersMayShare = async (allowed: boolean) => {
    const res = await api.call('PATCH', `/api/projects/${unreleasedId}`, owner, {
      membersMayShare: allowed,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const storedSong = async (projectId: string, title: string, duration: number) => {
    const row = await createAudioRow(t.app, projectId, { title, duration });
    await t.app.deps.storage.put(row.filename, Readable.from(wav));
    return row;
  };

  /** A public playlist of `member`'s with a song of their own and the owner's secret song. */
  async function publicMix(member: TestUser, name: string) {
    const own = await createProject(t.app, member.profileId, { title: `${name} own` });
    const ownSong = await storedSong(own.id, `${name} own song`, 2);
    const playlist = await api.create(member, { name, isPublic: true });
    const ownTrack = await api.add(member, playlist.id, ownSong.id);
    const secretTrack = await api.add(member, playlist.id, secretSong.id);
    return { token: tokenOf(playlist), playlist, ownTrack, secretTrack };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    api = playlistApi(t);
    wav = await fixture('wav');
    owner = await createUser(t.app, { artistName: 'Owner' });
    viewer = await createUser(t.app, { artistName: 'Viewer' });
    collaborator = await createUser(t.app, { artistName: 'Collaborator' });
    unreleasedId = (await createProject(t.app, owner.profileId, { title: 'Unreleased' })).id;
    await addMember(t.app, unreleasedId, viewer, 'viewer');
    await addMember(t.app, unreleasedId, collaborator, 'collaborator');
    secretSong = await storedSong(unreleasedId, 'Secret demo', 3);
  });
  afterAll(() => t.close());

  it("a viewer's public playlist never streams the owner's unreleased song", async () => {
    const mix = await publicMix(viewer, 'Viewer mix');
    expect(await listenTitles(mix.token)).toEqual(['Viewer mix own song']);
    expect(await listenStats(mix.token)).toMatchObject({ trackCount: 1, totalDuration: 2 });
    expect(await audioStatus(mix.token, mix.secretTrack.id)).toBe(404);
    const refused = await api.call(
      'GET',
      `/api/listen/${mix.token}/tracks/${mix.secretTrack.id}/audio`,
    );
    expect(refused.json()).toEqual({
      message: SHARED_PLAYLIST_NOT_FOUND,
      code: 'playlists.sharedUnavailable',
    });
    expect(refused.body.includes('Secret demo')).toBe(false);
    expect(await audioStatus(mix.token, mix.ownTrack.id)).toBe(200);
  });

  it("a collaborator's public playlist does not carry it either while sharing is off", async () => {
    const mix = await publicMix(collaborator, 'Collab mix');
    expect(await listenTitles(mix.token)).toEqual(['Collab mix own song']);
    expect(await audioStatus(mix.token, mix.secretTrack.id)).toBe(404);
  });

  it('tells the playlist owner which songs the public link skips', async () => {
    const mix = await publicMix(viewer, 'Told mix');
    const tracks = await api.tracks(viewer, mix.playlist.id);
    expect(tracks.map((track) => [track.audioFile?.title, track.sharedHidden])).toEqual([
      ['Told mix own song', false],
      ['Secret demo', true],
    ]);
    // The owner's own lists still count and play the song: only the public link skips it.
    expect((await api.read(viewer, mix.playlist.id)).trackCount).toBe(2);
  });

  it('serves the song once the owner lets members share, and stops at once when revoked', async () => {
    const mix = await publicMix(viewer, 'Allowed mix');
    await setMembersMayShare(true);
    try {
      expect(await listenTitles(mix.token)).toEqual(['Allowed mix own song', 'Secret demo']);
      expect(await listenStats(mix.token)).toMatchObject({ trackCount: 2, totalDuration: 5 });
      expect(await audioStatus(mix.token, mix.secretTrack.id)).toBe(200);
      const tracks = await api.tracks(viewer, mix.playlist.id);
      expect(tracks.map((track) => track.sharedHidden)).toEqual([false, false]);
    } finally {
      await setMembersMayShare(false);
    }
    expect(await listenTitles(mix.token)).toEqual(['Allowed mix own song']);
    expect(await audioStatus(mix.token, mix.secretTrack.id)).toBe(404);
  });

  it('takes the song off at once when the member is removed, even while sharing is on', async () => {
    const leaver = await createUser(t.app, { artistName: 'Leaver' });
    const membershipId = await addMember(t.app, unreleasedId, leaver, 'collaborator');
    const mix = await publicMix(leaver, 'Removed mix');
    await setMembersMayShare(true);
    try {
      expect(await audioStatus(mix.token, mix.secretTrack.id)).toBe(200);
      const removed = await api.call('DELETE', `/api/collaborations/${membershipId}`, owner);
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await listenTitles(mix.token)).toEqual(['Removed mix own song']);
      expect(await audioStatus(mix.token, mix.secretTrack.id)).toBe(404);
    } finally {
      await setMembersMayShare(false);
    }
  });

  it("the owner's own public playlist carries the song, sharing switch or not", async () => {
    const playlist = await api.create(owner, { name: 'Owner mix', isPublic: true });
    const track = await api.add(owner, playlist.id, secretSong.id);
    expect(track.sharedHidden).toBe(false);
    expect(await listenTitles(tokenOf(playlist))).toEqual(['Secret demo']);
    expect(await audioStatus(tokenOf(playlist), track.id)).toBe(200);
  });

  it("the artist page counts only what the viewer's public playlist carries", async () => {
    const fan = await createUser(t.app, { artistName: 'Fan' });
    await addMember(t.app, unreleasedId, fan, 'viewer');
    await t.app.deps.db
      .update(profiles)
      .set({ handle: 'fan-page', isPublic: true })
      .where(eq(profiles.id, fan.profileId));
    await publicMix(fan, 'Fan mix');
    const page = artistPageSchema.parse((await api.call('GET', '/api/artists/fan-page')).json());
    expect(page.playlists).toEqual([expect.objectContaining({ name: 'Fan mix', trackCount: 1 })]);
  });
});
