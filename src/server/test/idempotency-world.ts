import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import * as tables from '../db/schema/index.js';
import { createAudioRow, createProject, createUser, type TestUser } from './factories.js';
import type { World } from './idempotency-create-cases.js';

/** A POST as `user`, without an Idempotency-Key: setting the world up creates each thing once. */
const post = (app: FastifyInstance, user: TestUser, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } });

/**
 * What the Idempotency-Key walk's create cases act on: an owner with a project, a song with a
 * comment thread, a library of two songs, a playlist, lyrics with one kept version, and an
 * administrator.
 */
export async function buildIdempotencyWorld(app: FastifyInstance): Promise<World> {
  const owner = await createUser(app, { artistName: 'Nova' });
  const admin = await createUser(app, { role: 'admin' });
  const project = await createProject(app, owner.profileId);
  const audio = await createAudioRow(app, project.id);
  const library = await createProject(app, owner.profileId, {
    title: 'My Library',
    isLibrary: true,
  });
  const librarySongs = [
    await createAudioRow(app, library.id, { title: 'Northern Lights' }),
    await createAudioRow(app, library.id, { title: 'Southern Skies' }),
  ];
  const playlist = await post(app, owner, '/api/playlists', { name: 'Mine' });
  const thread = await post(app, owner, `/api/audio/${audio.id}/comments`, {
    atSeconds: 1,
    body: 'A thread to reply to',
  });
  const lyrics = await post(app, owner, `/api/projects/${project.id}/lyrics`, {
    title: 'Kept',
    content: '<p>Kept words</p>',
  });
  const lyricsId = lyrics.json<{ id: string }>().id;
  const [version] = await app.deps.db
    .insert(tables.lyricsDocSnapshots)
    .values({
      lyricsId,
      state: Buffer.from(Y.encodeStateAsUpdate(new Y.Doc())),
      reason: 'hourly',
      preview: '',
      length: 0,
    })
    .returning();
  const shareLink = await post(app, owner, '/api/share-links', {
    target: { type: 'audio', id: audio.id },
    recipientName: 'Ana',
    allowDownload: false,
    allowComments: true,
  });
  return {
    shareToken: shareLink.json<{ token: string }>().token,
    lyricsId,
    lyricsVersionId: version!.id,
    owner,
    admin,
    projectId: project.id,
    audioId: audio.id,
    libraryAudioIds: librarySongs.map((song) => song.id),
    playlistId: playlist.json<{ id: string }>().id,
    commentId: thread.json<{ id: string }>().id,
  };
}
