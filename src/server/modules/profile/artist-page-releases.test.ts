// Issue 28 item 1: an artist's published releases on their public page, each linking to its
// release page; a draft, a ready or a delivered release not published never shows, nor another
// profile's, and the list stops at its cap.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIST_PAGE_RELEASES_MAX,
  artistPageSchema,
  type ArtistPage,
} from '../../../shared/schemas/profile-overview.js';
import { profiles, releases } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

describe('GET /api/artists/:handle: published releases', () => {
  let t: TestApp;
  let ada: TestUser;

  const releasesOf = async (handle: string): Promise<ArtistPage['releases']> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artists/${handle}` });
    expect(res.statusCode, res.body).toBe(200);
    return artistPageSchema.parse(res.json()).releases;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.app.deps;
    ada = await createUser(t.app, { artistName: 'Ada L' });
    const bob = await createUser(t.app, { artistName: 'Bob' });
    for (const [user, handle] of [
      [ada, 'ada-l'],
      [bob, 'bob-b'],
    ] as const) {
      await db
        .update(profiles)
        .set({ handle, isPublic: true })
        .where(eq(profiles.id, user.profileId));
    }
    await db.insert(releases).values([
      {
        ownerProfileId: ada.profileId,
        type: 'album',
        title: 'Engine Hymns',
        published: true,
        slug: 'engine-hymns',
        releaseDate: '2026-03-01',
        artworkKey: 'releases/a.png',
        artworkThumbnailKey: 'releases/a-small.jpg',
        artworkWidth: 3000,
        artworkHeight: 3000,
      },
      {
        ownerProfileId: ada.profileId,
        type: 'single',
        title: 'Punch Card',
        published: true,
        slug: 'punch-card',
        releaseDate: '2026-09-12',
      },
      {
        ownerProfileId: ada.profileId,
        type: 'ep',
        title: 'Someday',
        published: true,
        slug: 'someday',
      },
      // Unpublished, whatever the status, and even with a slug kept from an earlier publishing.
      { ownerProfileId: ada.profileId, type: 'ep', title: 'Draft Notes', slug: 'draft-notes' },
      { ownerProfileId: ada.profileId, type: 'single', title: 'Ready Not Out', status: 'ready' },
      {
        ownerProfileId: ada.profileId,
        type: 'album',
        title: 'Sent Away',
        status: 'delivered',
        releaseDate: '2027-01-01',
      },
      {
        ownerProfileId: bob.profileId,
        type: 'single',
        title: 'Bob Out',
        published: true,
        slug: 'bob-out',
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists the published releases, the newest date first and undated last, linking to their pages', async () => {
    const listed = await releasesOf('ada-l');
    expect(listed).toEqual([
      {
        title: 'Punch Card',
        type: 'single',
        releaseDate: '2026-09-12',
        artworkUrl: null,
        pageUrl: '/r/punch-card',
      },
      {
        title: 'Engine Hymns',
        type: 'album',
        releaseDate: '2026-03-01',
        artworkUrl: expect.stringMatching(/^\/api\/r\/engine-hymns\/artwork\/thumbnail\?v=\d+$/),
        pageUrl: '/r/engine-hymns',
      },
      { title: 'Someday', type: 'ep', releaseDate: null, artworkUrl: null, pageUrl: '/r/someday' },
    ]);
  });

  it('never shows an unpublished release or another artist’s', async () => {
    const titles = (await releasesOf('ada-l')).map((release) => release.title);
    for (const hidden of ['Draft Notes', 'Ready Not Out', 'Sent Away', 'Bob Out']) {
      expect(titles).not.toContain(hidden);
    }
    expect((await releasesOf('bob-b')).map((release) => release.title)).toEqual(['Bob Out']);
  });

  it('leaves a release off once it is unpublished', async () => {
    await t.app.deps.db
      .update(releases)
      .set({ published: false })
      .where(eq(releases.slug, 'punch-card'));
    const titles = (await releasesOf('ada-l')).map((release) => release.title);
    expect(titles).toEqual(['Engine Hymns', 'Someday']);
  });

  it('lists at most its cap', async () => {
    const many = Array.from({ length: ARTIST_PAGE_RELEASES_MAX + 2 }, (_, n) => ({
      ownerProfileId: ada.profileId,
      type: 'single' as const,
      title: `Single ${n}`,
      published: true,
      slug: `single-${n}`,
      releaseDate: '2025-01-01',
    }));
    await t.app.deps.db.insert(releases).values(many);
    const listed = await releasesOf('ada-l');
    expect(listed).toHaveLength(ARTIST_PAGE_RELEASES_MAX);
    expect(listed[0]!.title).toBe('Engine Hymns');
  });
});
