import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { collaborations, comments, credits, lyrics, splits } from '../db/schema/index.js';
import { fixture } from './audio-test-support.js';
import { createAudioRow, createProject } from './factories.js';

/**
 * One of every project-scoped row, owned by `ownerProfileId`: a project and a second one (a move
 * target), a song whose stored bytes are a real WAV, lyrics, a credit, a master split, a comment
 * on the song and a pending invitation. The permission matrix and the security suite build
 * their worlds on it, adding the people they need.
 */
export async function createProjectResources(app: FastifyInstance, ownerProfileId: string) {
  const db = app.deps.db;
  const project = await createProject(app, ownerProfileId);
  const other = await createProject(app, ownerProfileId);
  const audio = await createAudioRow(app, project.id, { uploaderProfileId: ownerProfileId });
  await app.deps.storage.put(audio.filename, Readable.from(await fixture('wav')));
  const [lyric] = await db
    .insert(lyrics)
    .values({ projectId: project.id, title: 'Owner verse', content: '<p>Owner words</p>' })
    .returning();
  const [credit] = await db
    .insert(credits)
    .values({ projectId: project.id, name: 'Owner credit', role: 'producer' })
    .returning();
  const [split] = await db
    .insert(splits)
    .values({ projectId: project.id, name: 'Owner split', basisPoints: 1000, splitType: 'master' })
    .returning();
  const [comment] = await db
    .insert(comments)
    .values({ audioFileId: audio.id, authorProfileId: ownerProfileId, atSeconds: 0, body: 'B' })
    .returning();
  const [pending] = await db
    .insert(collaborations)
    .values({
      projectId: project.id,
      inviteEmail: `pending-${project.id}@example.com`,
      role: 'viewer',
      invitedByProfileId: ownerProfileId,
      tokenExpiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return {
    project,
    other,
    audio,
    lyricsId: lyric!.id,
    creditId: credit!.id,
    splitId: split!.id,
    commentId: comment!.id,
    pendingId: pending!.id,
  };
}
