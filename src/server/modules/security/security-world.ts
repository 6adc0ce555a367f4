// The security suite's world: an owner with one of every kind of resource, a member of the
// owner's project, and an outsider who is related to none of it. Built from the shared test
// factories (the same ones the permission matrix uses) plus direct inserts for the rows that
// have no factory.
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accounts,
  collaborations,
  comments,
  credits,
  lyrics,
  notifications,
  playlists,
  playlistTracks,
  splits,
  representatives,
} from '../../db/schema/index.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { fixture } from '../audio/audio-test-support.js';

/** Resource ids of the owner's world, by the name the route-param map uses. */
export interface SecurityWorld extends SecurityPeople {
  projectId: string;
  /** A second project of the owner's (a move target for PATCH /api/audio/:id/project). */
  otherProjectId: string;
  audioId: string;
  /** The stored file name of `audioId`; its bytes are a real WAV on disk. */
  filename: string;
  /** Another song of the project (a row only), in no playlist. */
  secondAudioId: string;
  lyricsId: string;
  creditId: string;
  splitId: string;
  commentId: string;
  /** The member's accepted collaboration row. */
  memberCollaborationId: string;
  /** A pending invitation to an address nobody in the world has. */
  pendingCollaborationId: string;
  notificationId: string;
  playlistId: string;
  playlistTrackId: string;
  representativeId: string;
  /** Every id above plus the profile and account ids of the owner and member. */
  ownedIds: string[];
  /** The password hashes of every account in the world, as stored. */
  passwordHashes: string[];
}

export interface SecurityPeople {
  owner: TestUser;
  member: TestUser;
  outsider: TestUser;
}

/** The three accounts of the world (password hashing is slow: make them once per file). */
export async function createPeople(app: FastifyInstance): Promise<SecurityPeople> {
  return {
    owner: await createUser(app),
    member: await createUser(app),
    outsider: await createUser(app),
  };
}

/** Fresh resources for `people` in `app`; cheap enough to make one per destructive request. */
export async function buildSecurityWorld(
  app: FastifyInstance,
  people: SecurityPeople,
): Promise<SecurityWorld> {
  const db = app.deps.db;
  const { owner, member, outsider } = people;
  const project = await createProject(app, owner.profileId);
  const other = await createProject(app, owner.profileId);
  const memberCollaborationId = await addMember(app, project.id, member, 'collaborator');
  const audio = await createAudioRow(app, project.id, { uploaderProfileId: owner.profileId });
  await app.deps.storage.put(audio.filename, Readable.from(await fixture('wav')));
  const second = await createAudioRow(app, project.id, { uploaderProfileId: owner.profileId });

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
    .values({ audioFileId: audio.id, authorProfileId: owner.profileId, atSeconds: 0, body: 'B' })
    .returning();
  const [pending] = await db
    .insert(collaborations)
    .values({
      projectId: project.id,
      inviteEmail: `pending-${project.id}@example.com`,
      role: 'viewer',
      invitedByProfileId: owner.profileId,
      tokenExpiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [notification] = await db
    .insert(notifications)
    .values({
      profileId: owner.profileId,
      type: 'other',
      kind: 'security.test',
      title: 'For the owner only',
      message: 'For the owner only',
    })
    .returning();
  const [playlist] = await db
    .insert(playlists)
    .values({ ownerProfileId: owner.profileId, name: 'Owner playlist' })
    .returning();
  const [track] = await db
    .insert(playlistTracks)
    .values({ playlistId: playlist!.id, audioFileId: audio.id, position: 0 })
    .returning();

  const [representative] = await db
    .insert(representatives)
    .values({ profileId: owner.profileId, name: 'Owner manager', role: 'manager' })
    .returning();

  const hashes = await db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(inArray(accounts.id, [owner.accountId, member.accountId, outsider.accountId]));

  const ids = {
    projectId: project.id,
    otherProjectId: other.id,
    audioId: audio.id,
    filename: audio.filename,
    secondAudioId: second.id,
    lyricsId: lyric!.id,
    creditId: credit!.id,
    splitId: split!.id,
    commentId: comment!.id,
    memberCollaborationId,
    pendingCollaborationId: pending!.id,
    notificationId: notification!.id,
    playlistId: playlist!.id,
    playlistTrackId: track!.id,
    representativeId: representative!.id,
  };
  return {
    owner,
    member,
    outsider,
    ...ids,
    ownedIds: [
      ...Object.values(ids),
      owner.profileId,
      owner.accountId,
      member.profileId,
      member.accountId,
    ],
    passwordHashes: hashes.map((row) => row.hash),
  };
}

/** The hashes and the `passwordHash` key that must never appear in a response body. */
export function leaksPasswordHash(body: string, hashes: readonly string[]): string | null {
  if (/"passwordHash"|"password_hash"/.test(body)) return 'a passwordHash key';
  if (body.includes('scrypt$')) return 'a scrypt hash';
  for (const hash of hashes) {
    // The derived key alone is as secret as the whole string.
    const key = hash.split('$').at(-1) ?? hash;
    if (body.includes(hash) || body.includes(key)) return 'a stored password hash';
  }
  return null;
}
