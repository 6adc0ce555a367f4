// Issue 28 item 1: releases in the top bar's search. A release is its profile's own, like a
// playlist: the owner finds every status by title, label or exact UPC/EAN; nobody else ever does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRelease } from '../../../shared/schemas/search.js';
import { releases } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { VALID_EAN, VALID_UPC } from '../../test/release-test-support.js';
import { searchAs } from '../../test/search-test-support.js';

describe('GET /api/search: releases', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;

  const found = async (user: TestUser, q: string, extra = '') => {
    const res = await searchAs(t.app, user, q, extra);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ releases: SearchRelease[] }>().releases;
  };
  const titles = async (user: TestUser, q: string, extra = '') =>
    (await found(user, q, extra)).map((release) => release.title);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'Harbor Owner' });
    member = await createUser(t.app, { artistName: 'Harbor Member' });
    stranger = await createUser(t.app, { artistName: 'Harbor Stranger' });
    // A collaborator of the owner's project still never sees the owner's releases.
    const project = await createProject(t.app, owner.profileId, { title: 'Harbor Sessions' });
    await addMember(t.app, project.id, member, 'collaborator');
    await t.app.deps.db.insert(releases).values([
      { ownerProfileId: owner.profileId, type: 'album', title: 'Harbor Lights', upc: VALID_UPC },
      {
        ownerProfileId: owner.profileId,
        type: 'single',
        title: 'Harbor',
        status: 'delivered',
        published: true,
        slug: 'harbor',
        releaseDate: '2026-05-01',
        artworkKey: 'releases/harbor.png',
        artworkThumbnailKey: 'releases/harbor-small.jpg',
        artworkWidth: 3000,
        artworkHeight: 3000,
      },
      { ownerProfileId: owner.profileId, type: 'ep', title: 'Tides', label: 'Harborside Records' },
      { ownerProfileId: owner.profileId, type: 'ep', title: 'Quiet Storm', status: 'ready' },
      { ownerProfileId: stranger.profileId, type: 'ep', title: 'Harbor Elsewhere', upc: VALID_EAN },
    ]);
  });
  afterAll(() => t.close());

  it('finds the owner’s releases of every status by title, ranked as every group is', async () => {
    expect(await titles(owner, 'harbor')).toEqual(['Harbor', 'Harbor Lights', 'Tides']);
    expect(await titles(owner, 'quiet')).toEqual(['Quiet Storm']);
    // A typo finds the close title, as songs and playlists do.
    expect(await titles(owner, 'quiet strom')).toEqual(['Quiet Storm']);
  });

  it('finds a release by its label and by its exact UPC/EAN, spaces and dashes dropped', async () => {
    expect(await titles(owner, 'harborside')).toEqual(['Tides']);
    expect(await titles(owner, VALID_UPC)).toEqual(['Harbor Lights']);
    expect(await titles(owner, '0-36000 29145-2')).toEqual(['Harbor Lights']);
  });

  it('answers what the row shows and where it goes, with the small artwork when there is one', async () => {
    const [single, album] = await found(owner, 'harbor');
    expect(single).toMatchObject({
      title: 'Harbor',
      type: 'single',
      status: 'delivered',
      published: true,
      releaseDate: '2026-05-01',
      upc: null,
      artworkUrl: expect.stringMatching(
        new RegExp(`^/api/releases/${single!.id}/artwork/thumbnail\\?v=\\d+$`),
      ),
    });
    expect(album).toMatchObject({ title: 'Harbor Lights', upc: VALID_UPC, artworkUrl: null });
  });

  it('caps the group at the limit asked for', async () => {
    expect(await titles(owner, 'harbor', '&limit=1')).toEqual(['Harbor']);
  });

  it('never shows another profile’s release, whatever is typed, to a collaborator or a stranger', async () => {
    for (const q of ['harbor', 'Harbor Lights', 'harborside', 'quiet', VALID_UPC, 'h']) {
      expect(await titles(member, q)).toEqual([]);
      const theirs = await titles(stranger, q);
      expect(theirs.filter((title) => title !== 'Harbor Elsewhere')).toEqual([]);
    }
    // And the owner never finds the stranger's, even by its UPC.
    expect(await titles(owner, VALID_EAN)).toEqual([]);
    expect(await titles(stranger, VALID_EAN)).toEqual(['Harbor Elsewhere']);
  });
});
