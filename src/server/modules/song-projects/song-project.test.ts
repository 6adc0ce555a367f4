import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import type { Project } from '../../../shared/schemas/projects.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { readWholeList } from '../../test/paged-list-contract.js';
import { songWorld } from '../../test/song-test-support.js';

describe('POST /api/audio/{id}/song-project ("Make it a song", issue 16)', () => {
  let t: TestApp;
  let w: ReturnType<typeof songWorld>;
  let owner: TestUser;
  let stranger: TestUser;
  let library: TestProject;

  beforeAll(async () => {
    t = await buildTestApp();
    w = songWorld(t);
    owner = await createUser(t.app, { artistName: 'Nova' });
    stranger = await createUser(t.app);
    library = await w.library(owner);
    await w.library(stranger);
  });
  afterAll(() => t.close());

  const make = (audioId: string, user: TestUser | undefined = owner) =>
    w.call('POST', `/api/audio/${audioId}/song-project`, user);

  it('makes a library song its own project, which it names, with every version, comment, play and playlist place', async () => {
    const { files, latest } = await w.song(library.id, owner, 'Northern Lights', 2);
    await w.useSong(owner, files);
    const ids = files.map((file) => file.id);
    const before = await w.whereabouts(ids);

    const res = await make(latest.id);
    expect(res.statusCode).toBe(201);
    const project = res.json<Project>();
    expect(project).toMatchObject({
      title: 'Northern Lights',
      isLibrary: false,
      ownerProfileId: owner.profileId,
      role: 'owner',
      audioCount: 1,
    });
    // The same shape as POST /api/projects answers.
    const created = await w.call('POST', '/api/projects', owner, { title: 'Shape' });
    expect(Object.keys(project).sort()).toEqual(Object.keys(created.json()).sort());

    const after = await w.whereabouts(ids);
    expect(after.files.map((file) => file.projectId)).toEqual([project.id, project.id]);
    expect(after.comments).toHaveLength(2);
    expect(after.comments.every((comment) => comment.projectId === project.id)).toBe(true);
    expect(after.plays).toBe(before.plays);
    expect(after.places).toBe(before.places);
    expect(after.places).toBe(1);

    const versions = await w.call('GET', `/api/audio/${latest.id}/versions`, owner);
    expect(versions.json<AudioFile[]>().map((file) => file.projectId)).toEqual([
      project.id,
      project.id,
    ]);
    const projectSongs = await w.call('GET', `/api/projects/${project.id}/audio`, owner);
    expect(projectSongs.json<AudioFile[]>().map((song) => song.id)).toEqual([latest.id]);
    const comments = await w.call('GET', `/api/projects/${project.id}/comments`, owner);
    expect(comments.json<unknown[]>()).toHaveLength(2);
  });

  it('keeps listing the song in the library, with its project named', async () => {
    const { latest } = await w.song(library.id, owner, 'Glass Harbour');
    const project = (await make(latest.id)).json<Project>();
    const songs = await readWholeList<AudioFile>(t.app, '/api/audio/all', owner.cookie);
    const listed = songs.find((song) => song.id === latest.id);
    expect(listed).toMatchObject({
      projectId: project.id,
      projectName: 'Glass Harbour',
      projectIsLibrary: false,
    });
  });

  it('works from an older version of the song too, naming the project after the latest', async () => {
    const { files, latest } = await w.song(library.id, owner, 'Tidewater', 2);
    const res = await make(files[0]!.id);
    expect(res.statusCode).toBe(201);
    expect(res.json<Project>().title).toBe('Tidewater');
    expect(await w.projectOf(latest.id)).toBe(res.json<Project>().id);
  });

  it('answers 409 audio.alreadySong for a song already out of the library, changing nothing', async () => {
    const { latest } = await w.song(library.id, owner, 'Twice');
    const first = (await make(latest.id)).json<Project>();
    const again = await make(latest.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'audio.alreadySong' });
    expect(await w.projectOf(latest.id)).toBe(first.id);

    const ownProject = await createProject(t.app, owner.profileId, { title: 'EP' });
    const inProject = await w.song(ownProject.id, owner, 'Already home');
    const refused = await make(inProject.latest.id);
    expect(refused.statusCode).toBe(409);
    expect(await w.projectOf(inProject.latest.id)).toBe(ownProject.id);
  });

  it("answers 404 for another profile's song, a missing one and a malformed id", async () => {
    const theirs = await w.song((await w.library(await createUser(t.app))).id, stranger, 'Theirs');
    for (const id of [theirs.latest.id, randomUUID(), 'not-a-uuid']) {
      expect((await make(id)).statusCode, id).toBe(404);
    }
    expect(await w.projectOf(theirs.latest.id)).not.toBe(undefined);
  });

  it('answers 403 to a member of a shared project (only its owner may) and 401 signed out', async () => {
    const shared = await createProject(t.app, stranger.profileId, { title: 'Band' });
    await addMember(t.app, shared.id, owner, 'collaborator');
    const theirs = await w.song(shared.id, stranger, 'Band song');
    expect((await make(theirs.latest.id)).statusCode).toBe(403);
    expect((await w.call('POST', `/api/audio/${theirs.latest.id}/song-project`)).statusCode).toBe(
      401,
    );
    expect(await w.projectOf(theirs.latest.id)).toBe(shared.id);
  });
});
