// The security suite's world: an owner with one of every kind of resource, a member of the
// owner's project, and an outsider who is related to none of it. The project's rows come from
// createProjectResources (as the permission matrix's); the account-scoped ones are added here.
import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accounts,
  folders,
  notifications,
  playlists,
  releases,
  releaseTracks,
  playlistTracks,
  representatives,
  shareLinks,
} from '../db/schema/index.js';
import { addMember, createAudioRow, createUser, type TestUser } from './factories.js';
import { createProjectResources } from './project-resources.js';

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
  releaseId: string;
  playlistTrackId: string;
  representativeId: string;
  /** A folder of the owner's (folders are a profile's own). */
  folderId: string;
  /** A share link the owner made for `audioId` (issue 27). */
  shareLinkId: string;
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
  const owned = await createProjectResources(app, owner.profileId);
  const { project, other, audio } = owned;
  const memberCollaborationId = await addMember(app, project.id, member, 'collaborator');
  const second = await createAudioRow(app, project.id, { uploaderProfileId: owner.profileId });
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

  const [release] = await db
    .insert(releases)
    .values({ ownerProfileId: owner.profileId, type: 'single', title: 'Owner release' })
    .returning();
  await db
    .insert(releaseTracks)
    .values({ releaseId: release!.id, audioId: audio.id, songId: audio.songId, position: 1 });

  const [representative] = await db
    .insert(representatives)
    .values({ profileId: owner.profileId, name: 'Owner manager', role: 'manager' })
    .returning();

  const [folder] = await db
    .insert(folders)
    // A world is built once per destructive request for the same people: names must differ.
    .values({ profileId: owner.profileId, name: `Owner folder ${randomUUID()}` })
    .returning();

  const [shareLink] = await db
    .insert(shareLinks)
    .values({
      token: randomBytes(32).toString('base64url'),
      targetType: 'audio',
      targetId: audio.id,
      songId: audio.songId,
      createdByProfileId: owner.profileId,
      recipientName: 'Walk recipient',
      allowDownload: false,
      allowComments: false,
    })
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
    lyricsId: owned.lyricsId,
    creditId: owned.creditId,
    splitId: owned.splitId,
    commentId: owned.commentId,
    memberCollaborationId,
    pendingCollaborationId: owned.pendingId,
    notificationId: notification!.id,
    playlistId: playlist!.id,
    playlistTrackId: track!.id,
    releaseId: release!.id,
    representativeId: representative!.id,
    folderId: folder!.id,
    shareLinkId: shareLink!.id,
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
