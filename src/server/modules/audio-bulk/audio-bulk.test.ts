import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioBulkResult } from '../../../shared/schemas/audio-bulk.js';
import { audioFiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { songWorld } from '../../test/song-test-support.js';

describe('POST /api/audio/bulk (issue 16 item 5)', () => {
  let t: TestApp;
  let w: ReturnType<typeof songWorld>;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let library: TestProject;
  let band: TestProject;

  beforeAll(async () => {
    t = await buildTestApp();
    w = songWorld(t);
    owner = await createUser(t.app);
    member = await createUser(t.app);
    stranger = await createUser(t.app);
    library = await w.library(owner);
    band = await createProject(t.app, owner.profileId, { title: 'Band' });
    await addMember(t.app, band.id, member, 'collaborator');
  });
  afterAll(() => t.close());

  const bulk = (payload: object, user: TestUser | undefined = owner) =>
    w.call('POST', '/api/audio/bulk', user, payload);
  const projectsOf = async (ids: string[]) => Promise.all(ids.map((id) => w.projectOf(id)));
  const ownedProjectCount = async (user: TestUser) =>
    (await t.app.deps.db.select().from(projects).where(eq(projects.ownerProfileId, user.profileId)))
      .length;

  it('refuses bad input with 400 and a stable code, changing nothing', async () => {
    const { latest } = await w.song(library.id, owner, 'Kept');
    const bad: object[] = [
      { action: 'delete', ids: [] },
      { action: 'delete', ids: Array.from({ length: 501 }, () => randomUUID()) },
      { action: 'delete', ids: [latest.id, latest.id] },
      { action: 'delete', ids: ['not-a-uuid'] },
      { action: 'delete', ids: ['x'.repeat(10_000)] },
      { action: 'explode', ids: [latest.id] },
      { action: 'addToPlaylist', ids: [latest.id] },
      { action: 'moveToProject', ids: [latest.id], projectId: 'nope' },
    ];
    for (const payload of bad) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
    }
    expect(await w.projectOf(latest.id)).toBe(library.id);
    expect((await w.call('POST', '/api/audio/bulk', undefined, {})).statusCode).toBe(401);
  });

  describe('delete', () => {
    it('deletes every chosen song and its stored file; a song losing its latest promotes the next', async () => {
      const a = await w.song(library.id, owner, 'Gone A');
      const b = await w.song(library.id, owner, 'Gone B', 2);
      for (const file of [a.latest, ...b.files]) {
        await t.app.deps.storage.put(file.filename, Readable.from(Buffer.from('RIFF')));
      }
      const res = await bulk({ action: 'delete', ids: [a.latest.id, b.latest.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json<AudioBulkResult>()).toEqual({
        action: 'delete',
        ids: [a.latest.id, b.latest.id],
      });
      expect(await projectsOf([a.latest.id, b.latest.id])).toEqual([undefined, undefined]);
      expect(await t.app.deps.storage.stat(a.latest.filename)).toBeNull();
      expect(await t.app.deps.storage.stat(b.files[0]!.filename)).not.toBeNull();
      const [older] = await t.app.deps.db
        .select()
        .from(audioFiles)
        .where(eq(audioFiles.id, b.files[0]!.id));
      expect(older?.isLatest).toBe(true);
    });

    it("refuses the whole request (403, the refused ids named) when one song is not the member's to delete", async () => {
      const mine = await w.song(band.id, member, 'Member take');
      const ownersSong = await w.song(band.id, owner, 'Owner take');
      const res = await bulk(
        { action: 'delete', ids: [mine.latest.id, ownersSong.latest.id] },
        member,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'audio.bulkRefused',
        details: { ids: [ownersSong.latest.id] },
      });
      expect(await projectsOf([mine.latest.id, ownersSong.latest.id])).toEqual([band.id, band.id]);
    });

    it('refuses the whole request (404, the unknown ids named) for a song the caller cannot see', async () => {
      const mine = await w.song(library.id, owner, 'Still here');
      const theirs = await w.song((await w.library(stranger)).id, stranger, 'Not yours');
      const missing = randomUUID();
      const res = await bulk({
        action: 'delete',
        ids: [mine.latest.id, theirs.latest.id, missing],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'audio.bulkNotFound',
        details: { ids: [theirs.latest.id, missing] },
      });
      expect(await w.projectOf(mine.latest.id)).toBe(library.id);
      expect(await w.projectOf(theirs.latest.id)).not.toBeUndefined();
    });
  });

  describe('addToPlaylist', () => {
    it('appends the songs in order, keeps those already there, and needs the caller’s own playlist', async () => {
      const a = await w.song(library.id, owner, 'Set A');
      const b = await w.song(band.id, owner, 'Set B');
      const playlistId = await w.useSong(owner, [a.latest]);
      const res = await bulk({
        action: 'addToPlaylist',
        playlistId,
        ids: [a.latest.id, b.latest.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<AudioBulkResult>().ids).toEqual([b.latest.id]);
      const tracks = await w.call('GET', `/api/playlists/${playlistId}/tracks`, owner);
      expect(tracks.json<Array<{ audioFileId: string }>>().map((x) => x.audioFileId)).toEqual([
        a.latest.id,
        b.latest.id,
      ]);

      const c = await w.song(band.id, owner, 'Set C');
      const notTheirs = await bulk(
        { action: 'addToPlaylist', playlistId, ids: [c.latest.id] },
        member,
      );
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().code).toBe('playlists.notFound');
    });

    it('adds nothing when one song is not visible to the caller', async () => {
      const a = await w.song(band.id, owner, 'Visible');
      const hidden = await w.song(library.id, owner, 'Owner library song');
      const created = await w.call('POST', '/api/playlists', member, { name: 'Mine' });
      const playlistId = created.json<{ id: string }>().id;
      const res = await bulk(
        { action: 'addToPlaylist', playlistId, ids: [a.latest.id, hidden.latest.id] },
        member,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().details).toEqual({ ids: [hidden.latest.id] });
      const tracks = await w.call('GET', `/api/playlists/${playlistId}/tracks`, member);
      expect(tracks.json()).toEqual([]);
    });
  });

  describe('moveToProject', () => {
    it('moves every chosen song with the rules of PATCH /api/audio/{id}/project', async () => {
      const a = await w.song(library.id, owner, 'Move A');
      const b = await w.song(library.id, owner, 'Move B', 2);
      const res = await bulk({
        action: 'moveToProject',
        projectId: band.id,
        ids: [a.latest.id, b.latest.id],
      });
      expect(res.statusCode).toBe(200);
      // The latest version leaves its song (decision 003): the older one stays, now latest.
      expect(await projectsOf([a.latest.id, b.latest.id, b.files[0]!.id])).toEqual([
        band.id,
        band.id,
        library.id,
      ]);
    });

    it('refuses the whole move when one song is not the member’s to move, or the target not theirs to fill', async () => {
      const mine = await w.song(band.id, member, 'Member file');
      const ownersSong = await w.song(band.id, owner, 'Owner file');
      const target = await createProject(t.app, member.profileId, { title: 'Member EP' });
      const res = await bulk(
        {
          action: 'moveToProject',
          projectId: target.id,
          ids: [mine.latest.id, ownersSong.latest.id],
        },
        member,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().details).toEqual({ ids: [ownersSong.latest.id] });
      expect(await projectsOf([mine.latest.id, ownersSong.latest.id])).toEqual([band.id, band.id]);

      const viewerOnly = await createProject(t.app, stranger.profileId, { title: 'Listen only' });
      await addMember(t.app, viewerOnly.id, owner, 'viewer');
      const a = await w.song(library.id, owner, 'Stays');
      const refused = await bulk({
        action: 'moveToProject',
        projectId: viewerOnly.id,
        ids: [a.latest.id],
      });
      expect(refused.statusCode).toBe(403);
      const hidden = await bulk({
        action: 'moveToProject',
        projectId: (await createProject(t.app, stranger.profileId)).id,
        ids: [a.latest.id],
      });
      expect(hidden.statusCode).toBe(404);
      expect(await w.projectOf(a.latest.id)).toBe(library.id);
    });
  });

  describe('makeSongs', () => {
    it('makes each library song its own project (201), comments, plays and places following', async () => {
      const songs = [
        await w.song(library.id, owner, 'One'),
        await w.song(library.id, owner, 'Two', 2),
        await w.song(library.id, owner, 'Three'),
      ];
      await w.useSong(owner, songs[1]!.files);
      const allIds = songs.flatMap((s) => s.files.map((f) => f.id));
      const before = await w.whereabouts(allIds);
      const res = await bulk({ action: 'makeSongs', ids: songs.map((s) => s.latest.id) });
      expect(res.statusCode).toBe(201);
      const result = res.json<AudioBulkResult>();
      expect(result.projects?.map((p) => p.title)).toEqual(['One', 'Two', 'Three']);
      const after = await w.whereabouts(allIds);
      for (const [i, s] of songs.entries()) {
        const projectId = result.projects![i]!.id;
        for (const file of s.files) {
          expect(after.files.find((f) => f.id === file.id)?.projectId).toBe(projectId);
        }
      }
      const twoProject = result.projects![1]!.id;
      expect(after.comments.map((c) => c.projectId)).toEqual([twoProject, twoProject]);
      expect([after.plays, after.places]).toEqual([before.plays, before.places]);
    });

    it('changes nothing when one song already has its project (409) or is not the caller’s (404)', async () => {
      const fresh = await w.song(library.id, owner, 'Fresh');
      const done = await w.song(band.id, owner, 'Band song');
      const projectsBefore = await ownedProjectCount(owner);
      const res = await bulk({ action: 'makeSongs', ids: [fresh.latest.id, done.latest.id] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'audio.alreadySongs',
        details: { ids: [done.latest.id] },
      });
      const theirs = await w.song(band.id, member, 'Member song');
      const refused = await bulk(
        { action: 'makeSongs', ids: [fresh.latest.id, theirs.latest.id] },
        member,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json().details).toEqual({ ids: [fresh.latest.id] });
      expect(await ownedProjectCount(owner)).toBe(projectsBefore);
      expect(await w.projectOf(fresh.latest.id)).toBe(library.id);
    });

    it('answers 403 naming the songs a member may see but not make songs of', async () => {
      const theirs = await w.song(band.id, member, 'Member upload');
      const res = await bulk({ action: 'makeSongs', ids: [theirs.latest.id] }, member);
      expect(res.statusCode).toBe(403);
      expect(res.json().details).toEqual({ ids: [theirs.latest.id] });
    });
  });
});
