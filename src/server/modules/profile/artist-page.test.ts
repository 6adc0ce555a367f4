import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIST_NOT_FOUND, artistPageSchema } from '../../../shared/schemas/profile-overview.js';
import { playlists, playlistTracks, profiles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';

describe('GET /api/artists/:handle', () => {
  let t: TestApp;
  let ada: TestUser;

  const page = (handle: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/artists/${handle}`,
      headers: cookie ? { cookie } : {},
    });
  const setProfile = (values: Partial<typeof profiles.$inferInsert>) =>
    t.app.deps.db.update(profiles).set(values).where(eq(profiles.id, ada.profileId));

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.app.deps;
    ada = await createUser(t.app, { artistName: 'Ada L' });
    await setProfile({
      handle: 'ada-l',
      bio: 'Engine hymns',
      location: 'London',
      ipiNumber: '00052210040',
      instagramHandle: 'ada.l',
      genre: '',
      yearsExperience: 12,
      publicFields: ['bio', 'instagramHandle', 'genre', 'yearsExperience', 'removedField'],
    });

    // Two public playlists (one with a song Ada can no longer play) and a private one.
    const bob = await createUser(t.app);
    const mine = await createProject(t.app, ada.profileId);
    const bobs = await createProject(t.app, bob.profileId);
    const [playable, lost] = [
      await createAudioRow(t.app, mine.id),
      await createAudioRow(t.app, bobs.id),
    ];
    const [mix] = await db
      .insert(playlists)
      .values({
        ownerProfileId: ada.profileId,
        name: 'Road Mix',
        isPublic: true,
        shareToken: 'tok-road',
      })
      .returning();
    await db.insert(playlistTracks).values([
      { playlistId: mix!.id, audioFileId: playable.id, position: 0 },
      { playlistId: mix!.id, audioFileId: lost.id, position: 1 },
    ]);
    await db.insert(playlists).values([
      {
        ownerProfileId: ada.profileId,
        name: 'Empty Public',
        isPublic: true,
        shareToken: 'tok-empty',
      },
      { ownerProfileId: ada.profileId, name: 'Private Sketches', isPublic: false },
      { ownerProfileId: bob.profileId, name: 'Bob Public', isPublic: true, shareToken: 'tok-bob' },
    ]);
  });
  afterAll(() => t.close());

  it('answers 404 while the profile is private, even to its owner', async () => {
    for (const cookie of [undefined, ada.cookie]) {
      const res = await page('ada-l', cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ARTIST_NOT_FOUND);
    }
  });

  it('shows a public profile signed out: name, picture, chosen fields with values, public playlists', async () => {
    await setProfile({ isPublic: true });
    const res = await page('ada-l');
    expect(res.statusCode).toBe(200);
    const body = artistPageSchema.parse(res.json());
    expect(body).toEqual({
      handle: 'ada-l',
      displayName: 'Ada L',
      profileImageUrl: null,
      fields: { bio: 'Engine hymns', instagramHandle: 'ada.l', yearsExperience: 12 },
      playlists: expect.arrayContaining([
        { name: 'Road Mix', trackCount: 1, shareUrl: '/listen/tok-road' },
        { name: 'Empty Public', trackCount: 0, shareUrl: '/listen/tok-empty' },
      ]),
      releases: [],
    });
    expect(body.playlists).toHaveLength(2);
    // Nothing that was not chosen: not the location, not the IPI, no ids or e-mail.
    expect(res.body).not.toMatch(/London|00052210040|@example\.com/);
    expect(res.body).not.toContain(ada.profileId);
  });

  it('finds the handle in any case and refuses what cannot be a handle', async () => {
    expect((await page('ADA-L')).statusCode).toBe(200);
    expect((await page('no-such-artist')).statusCode).toBe(404);
    expect((await page('..%2F..')).statusCode).toBe(404);
  });

  it('stops answering once the profile is private again', async () => {
    await setProfile({ isPublic: false });
    expect((await page('ada-l')).statusCode).toBe(404);
  });
});
