import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '../../../shared/schemas/notifications.js';
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

describe('playlist.songAdded notifications', () => {
  let t: TestApp;
  let api: PlaylistApi;
  let ada: TestUser;
  let grace: TestUser;
  let linus: TestUser;
  let outsider: TestUser;
  let bandSong: TestAudioRow;
  let ownSong: TestAudioRow;

  const songAdded = async (user: TestUser): Promise<Notification[]> => {
    const res = await api.call('GET', '/api/notifications', user);
    expect(res.statusCode).toBe(200);
    return notificationSchema
      .array()
      .parse(res.json())
      .filter((n) => n.kind === 'playlist.songAdded');
  };

  beforeAll(async () => {
    t = await buildTestApp();
    api = playlistApi(t);
    ada = await createUser(t.app, { artistName: 'Ada Beats' });
    grace = await createUser(t.app);
    linus = await createUser(t.app);
    outsider = await createUser(t.app);
    const band = await createProject(t.app, grace.profileId, { title: 'Band' });
    await addMember(t.app, band.id, ada, 'viewer');
    await addMember(t.app, band.id, linus, 'collaborator');
    bandSong = await createAudioRow(t.app, band.id, { title: 'Night Drive' });
    const library = await createProject(t.app, ada.profileId, { isLibrary: true });
    ownSong = await createAudioRow(t.app, library.id, { title: 'Solo' });
  });
  afterAll(() => t.close());

  it('tells the song’s project when its song joins a public playlist, never the adder', async () => {
    const playlist = await api.create(ada, { name: 'Tour mix', isPublic: true });
    await api.add(ada, playlist.id, bandSong.id);
    for (const member of [grace, linus]) {
      const [notification, ...more] = await songAdded(member);
      expect(more).toEqual([]);
      expect(notification).toMatchObject({
        type: 'playlist',
        kind: 'playlist.songAdded',
        params: { name: 'Ada Beats', title: 'Night Drive', playlist: 'Tour mix' },
        title: 'Song added to a playlist',
        message: 'Ada Beats added "Night Drive" to "Tour mix"',
        link: playlist.shareUrl,
        isRead: false,
      });
    }
    expect(await songAdded(ada)).toEqual([]);
    expect(await songAdded(outsider)).toEqual([]);

    // A refused add (already in the list) tells nobody anything new.
    const again = await api.call('POST', `/api/playlists/${playlist.id}/tracks`, ada, {
      audioFileId: bandSong.id,
    });
    expect(again.statusCode).toBe(409);
    expect(await songAdded(grace)).toHaveLength(1);
  });

  it('keeps private playlists to themselves', async () => {
    const before = await songAdded(grace);
    const playlist = await api.create(ada, { name: 'Secret list' });
    await api.add(ada, playlist.id, bandSong.id);
    expect(await songAdded(grace)).toEqual(before);
    expect(await songAdded(linus)).toHaveLength(before.length);
    expect(JSON.stringify(await songAdded(grace))).not.toContain('Secret list');
  });

  it('does not notify the adder about a song of their own project', async () => {
    const playlist = await api.create(ada, { name: 'Solo set', isPublic: true });
    await api.add(ada, playlist.id, ownSong.id);
    expect(await songAdded(ada)).toEqual([]);
  });
});
