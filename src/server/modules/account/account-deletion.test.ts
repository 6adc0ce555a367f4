import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, audioFiles, profiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createAudioRow, createProject, createUser } from '../../test/factories.js';
import { deleteAccount } from './account-deletion.js';

describe('deleteAccount', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const store = (key: string) => t.app.deps.storage.put(key, Readable.from(Buffer.from('bytes')));

  it('removes the account, its projects and their files, keeps its songs in shared projects', async () => {
    const { db, storage } = t.app.deps;
    const leaving = await createUser(t.app);
    const other = await createUser(t.app);
    const own = await createProject(t.app, leaving.profileId);
    const ownSong = await createAudioRow(t.app, own.id, { uploaderProfileId: leaving.profileId });
    await store(ownSong.filename);
    const picture = 'profile-pictures/0123456789abcdef0123456789abcdef.png';
    await store(picture);
    await db
      .update(profiles)
      .set({ profileImageUrl: `/uploads/${picture}` })
      .where(eq(profiles.id, leaving.profileId));
    const shared = await createProject(t.app, other.profileId);
    await addMember(t.app, shared.id, leaving, 'collaborator');
    const sharedSong = await createAudioRow(t.app, shared.id, {
      uploaderProfileId: leaving.profileId,
    });
    await store(sharedSong.filename);

    await deleteAccount(t.app.deps, leaving.accountId);

    expect(await db.select().from(accounts).where(eq(accounts.id, leaving.accountId))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, own.id))).toEqual([]);
    expect(await storage.stat(ownSong.filename)).toBeNull();
    expect(await storage.stat(picture)).toBeNull();
    const [kept] = await db.select().from(audioFiles).where(eq(audioFiles.id, sharedSong.id));
    expect(kept?.uploaderProfileId).toBeNull();
    expect(await storage.stat(sharedSong.filename)).not.toBeNull();
    expect(await db.select().from(accounts).where(eq(accounts.id, other.accountId))).toHaveLength(
      1,
    );
  });
});
