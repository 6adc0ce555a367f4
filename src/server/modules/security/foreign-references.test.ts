// Issue 8 item 3, the other half of "outsider refused": requests on the outsider's OWN rows
// whose body names another profile's row (a move target, a song to add). The route walk aims
// path parameters at the owner; these aim the body.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles, playlistTracks, playlists } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject } from '../../test/factories.js';
import { routeKey } from '../../test/route-requests.js';
import { buildSecurityWorld, createPeople, type SecurityWorld } from '../../test/security-world.js';

describe("an outsider's own rows pointed at the owner's", () => {
  let t: TestApp;
  let w: SecurityWorld;
  let ownProjectId: string;
  let ownAudioId: string;

  const asOutsider = (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { cookie: w.outsider.cookie },
    });
  const registered = (key: string) => t.app.routeTable.some((route) => routeKey(route) === key);

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildSecurityWorld(t.app, await createPeople(t.app));
    ownProjectId = (await createProject(t.app, w.outsider.profileId)).id;
    ownAudioId = (await createAudioRow(t.app, ownProjectId)).id;
  });
  afterAll(() => t.close());

  it("cannot move their own song into the owner's project", async () => {
    const res = await asOutsider('PATCH', `/api/audio/${ownAudioId}/project`, {
      projectId: w.projectId,
    });
    expect([403, 404]).toContain(res.statusCode);
    const [row] = await t.app.deps.db
      .select()
      .from(audioFiles)
      .where(eq(audioFiles.id, ownAudioId));
    expect(row!.projectId).toBe(ownProjectId);
  });

  it("cannot write lyrics into the owner's project through their own project's route", async () => {
    const res = await asOutsider('POST', `/api/projects/${ownProjectId}/lyrics`, {
      projectId: w.projectId,
      title: 'Mine',
      content: 'Words',
    });
    expect(res.statusCode).toBe(400);
  });

  it("cannot switch their session to the owner's profile", async () => {
    const res = await asOutsider('POST', '/api/auth/switch-profile', {
      profileId: w.owner.profileId,
    });
    expect([403, 404]).toContain(res.statusCode);
    const me = await asOutsider('GET', '/api/auth/user');
    expect(me.json().id).toBe(w.outsider.profileId);
  });

  it("keeps none of the owner's songs in their library order", async () => {
    const res = await asOutsider('PUT', '/api/library/order', {
      order: [w.audioId, ownAudioId],
      pinned: [w.audioId],
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify((await asOutsider('GET', '/api/library/order')).json())).not.toContain(
      w.audioId,
    );
  });

  it("cannot add the owner's song to their own playlist", async (context) => {
    if (!registered('POST /api/playlists/:id/tracks'))
      context.skip('playlist routes not merged yet');
    const [mine] = await t.app.deps.db
      .insert(playlists)
      .values({ ownerProfileId: w.outsider.profileId, name: 'Mine' })
      .returning();
    const res = await asOutsider('POST', `/api/playlists/${mine!.id}/tracks`, {
      audioFileId: w.audioId,
    });
    expect(res.statusCode).toBe(404);
    const tracks = await t.app.deps.db
      .select()
      .from(playlistTracks)
      .where(eq(playlistTracks.playlistId, mine!.id));
    expect(tracks).toEqual([]);
  });
});
