// Issue 24 item 5: a cursor is opaque to clients, so anything they send back may be forged. A
// well-shaped forgery (an impossible date, a zone beyond ±15:59, a NUL inside a text key, a
// number that overflows its column) must be refused by the one decoder with 400
// `pagination.invalidCursor`, never reach a cast in SQL (a 500 that logged the statement).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor, type CursorKey } from '../../lib/pagination.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';

const ID = '0b6c1a7e-5a1f-4a8e-9d7f-2f1e3c4b5a69';
const BAD_TIMESTAMPS = [
  '2026-02-30 10:00:00+00', // no 30 February
  '2026-11-25 10:00:00+99', // no zone is 99 hours off
  '2026-11-25 24:30:00+00',
  '0000-01-01 00:00:00+00', // no year 0
];
const NUL_TEXT = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

describe('forged list cursors (issue 24 item 5)', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  const urls: Array<{ who: () => TestUser; url: string; keys: CursorKey[] }> = [];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    admin = await createUser(t.app, { role: 'admin' });
    const project = await createProject(t.app, owner.profileId);
    const song = await createAudioRow(t.app, project.id);
    const playlist = await t.app.inject({
      method: 'POST',
      url: '/api/playlists',
      headers: { cookie: owner.cookie },
      payload: { name: 'Forged' },
    });
    expect(playlist.statusCode, playlist.body).toBe(201);
    const playlistId = playlist.json<{ id: string }>().id;

    const timestampId = BAD_TIMESTAMPS.map((at) => [at, ID]);
    const byOwner = () => owner;
    const byAdmin = () => admin;
    for (const url of [
      '/api/auth/profiles',
      `/api/projects/${project.id}/collaborations`,
      '/api/collaborations/invitations',
      `/api/projects/${project.id}/comments`,
      `/api/projects/${project.id}/credits`,
      '/api/notifications',
      '/api/playlists',
      '/api/releases',
      '/api/user/representatives',
      `/api/projects/${project.id}/splits`,
    ]) {
      urls.push({ who: byOwner, url, keys: timestampId });
    }
    for (const url of [
      '/api/admin/activity',
      '/api/admin/enterprise-inquiries',
      '/api/admin/users',
      '/api/admin/projects',
    ]) {
      urls.push({ who: byAdmin, url, keys: timestampId });
    }
    urls.push(
      {
        who: byOwner,
        url: `/api/projects/${project.id}/lyrics`,
        keys: BAD_TIMESTAMPS.map((at) => [at, '2026-11-25 10:00:00+00', ID]),
      },
      {
        who: byOwner,
        url: `/api/audio/${song.id}/comments`,
        // `position::real`: beyond ±3.4e38 overflows, below 1e-38 underflows in PostgreSQL.
        keys: [
          ['1e39', '2026-11-25 10:00:00+00', ID],
          ['-1e39', '2026-11-25 10:00:00+00', ID],
          ['1e-50', '2026-11-25 10:00:00+00', ID],
          ...BAD_TIMESTAMPS.map((at) => ['1.5', at, ID]),
        ],
      },
      {
        who: byOwner,
        url: '/api/folders',
        keys: [
          [NUL_TEXT, ID],
          [LONE_SURROGATE, ID],
        ],
      },
      {
        who: byOwner,
        url: '/api/projects?sort=title',
        keys: [['title', false, NUL_TEXT, ID]],
      },
      {
        who: byOwner,
        url: '/api/projects',
        keys: BAD_TIMESTAMPS.map((at) => ['updated', false, at, ID]),
      },
      { who: byOwner, url: '/api/audio/all?sort=title', keys: [[NUL_TEXT, ID]] },
      { who: byOwner, url: '/api/audio/all?sort=custom', keys: [[1, NUL_TEXT, ID]] },
      {
        who: byOwner,
        url: `/api/projects/${project.id}/audio?sort=newest`,
        keys: [[NUL_TEXT, ID]],
      },
      { who: byOwner, url: `/api/playlists/${playlistId}/tracks`, keys: [['1', ID, 1e300]] },
    );
  });
  afterAll(() => t.close());

  it('answers 400 pagination.invalidCursor on every list route, for every forgery', async () => {
    const failures: string[] = [];
    for (const { who, url, keys } of urls) {
      for (const key of keys) {
        const join = url.includes('?') ? '&' : '?';
        const res = await t.app.inject({
          method: 'GET',
          url: `${url}${join}limit=5&cursor=${encodeCursor(key)}`,
          headers: { cookie: who().cookie },
        });
        const code = res.statusCode === 400 ? res.json<{ code?: string }>().code : undefined;
        if (code !== 'pagination.invalidCursor') {
          failures.push(
            `${url} ${JSON.stringify(key)}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('still reads the pages a real cursor names', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?limit=5&cursor=${encodeCursor(['2026-02-28 23:59:59.999999+05:30', ID])}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
