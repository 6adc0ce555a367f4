// A musician's world for the song-project and bulk tests: a library with songs that have
// versions, comments, plays and playlist places, read back straight from the tables.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { audioFiles, comments, playlistTracks, plays } from '../db/schema/index.js';
import type { TestApp } from './build-test-app.js';
import { createAudioRow, createProject, type TestUser } from './factories.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function songWorld(t: TestApp) {
  let minutes = 0;
  const db = () => t.app.deps.db;

  const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

  /** The profile's "My Library" (the factory's users have none yet). */
  const library = (user: TestUser) =>
    createProject(t.app, user.profileId, { title: 'My Library', isLibrary: true });

  /** A song of `versions` files in `projectId`, each a minute newer; the last is the latest. */
  async function song(projectId: string, user: TestUser, title: string, versions = 1) {
    const songId = randomUUID();
    const files = [];
    for (let i = 0; i < versions; i++) {
      files.push(
        await createAudioRow(t.app, projectId, {
          title: i === versions - 1 ? title : `${title} (take ${i + 1})`,
          songId,
          isLatest: i === versions - 1,
          uploaderProfileId: user.profileId,
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, (minutes += 1))),
        }),
      );
    }
    return { songId, files, latest: files[files.length - 1]! };
  }

  /** A comment and a play on each file, and the latest in a new playlist of the user. */
  async function useSong(user: TestUser, files: Array<{ id: string }>) {
    for (const file of files) {
      await db().insert(comments).values({
        audioFileId: file.id,
        authorProfileId: user.profileId,
        atSeconds: 1,
        body: 'Hi',
      });
      await db().insert(plays).values({ audioFileId: file.id, listenerProfileId: user.profileId });
    }
    const playlist = await call('POST', '/api/playlists', user, { name: 'Set list' });
    expect(playlist.statusCode).toBe(201);
    const playlistId = playlist.json<{ id: string }>().id;
    const added = await call('POST', `/api/playlists/${playlistId}/tracks`, user, {
      audioFileId: files[files.length - 1]!.id,
    });
    expect(added.statusCode).toBe(201);
    return playlistId;
  }

  /** Where each file is, its comments' projects, plays and playlist places, by file id. */
  async function whereabouts(ids: string[]) {
    const files = await db()
      .select({ id: audioFiles.id, projectId: audioFiles.projectId })
      .from(audioFiles)
      .where(inArray(audioFiles.id, ids));
    const commentRows = await db()
      .select({ audioFileId: comments.audioFileId, projectId: comments.projectId })
      .from(comments)
      .where(inArray(comments.audioFileId, ids));
    const playRows = await db().select().from(plays).where(inArray(plays.audioFileId, ids));
    const places = await db()
      .select()
      .from(playlistTracks)
      .where(inArray(playlistTracks.audioFileId, ids));
    return { files, comments: commentRows, plays: playRows.length, places: places.length };
  }

  const projectOf = async (audioId: string) =>
    (await db().select().from(audioFiles).where(eq(audioFiles.id, audioId)))[0]?.projectId;

  return { call, library, song, useSong, whereabouts, projectOf };
}
