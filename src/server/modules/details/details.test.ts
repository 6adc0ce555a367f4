import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ISRC_MESSAGE, songDetailsSchema } from '../../../shared/schemas/details.js';
import { songDetails } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

const FULL_FORM = {
  genre: 'r&b',
  subGenre: 'Neo soul',
  mood: 'nostalgic',
  tempo: 92,
  key: 'C# minor',
  timeSignature: '6/8',
  recordingDate: '2025-03-14',
  releaseDate: '2025-06-01',
  recordLabel: 'Night Owl Records',
  isrcCode: 'usabc2512345',
  copyright: '© 2025 Nova Vale',
  publishingInfo: 'Nova Vale Music (ASCAP)',
  tags: 'summer, late night , Summer,,demo',
  notes: 'Bridge needs a second take.',
};

describe('GET and POST /api/projects/:id/details', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let project: TestProject;

  const url = () => `/api/projects/${project.id}/details`;
  const call = (method: 'GET' | 'POST', path: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: cookie ? { cookie } : {}, payload });
  const save = async (payload: object) => {
    const res = await call('POST', url(), owner.cookie, payload);
    expect(res.statusCode).toBe(200);
    return songDetailsSchema.parse(res.json());
  };
  const rowOf = async (projectId: string) =>
    (await t.app.deps.db.select().from(songDetails).where(eq(songDetails.projectId, projectId)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
  });
  beforeEach(async () => {
    project = await createProject(t.app, owner.profileId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers empty details (not 404) before anything is saved', async () => {
    const res = await call('GET', url(), owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = songDetailsSchema.parse(res.json());
    expect(body).toMatchObject({ projectId: project.id, genre: null, tempo: null, tags: [] });
    expect(body.updatedAt).toBeNull();
    expect(
      Object.values(body).filter((v) => v !== null && v !== false && !Array.isArray(v)),
    ).toEqual([project.id]);
  });

  it('saves every field, normalised, stores label and isrc, and reads them back', async () => {
    const saved = await save(FULL_FORM);
    const expected = {
      ...FULL_FORM,
      key: 'C# minor',
      isrcCode: 'US-ABC-25-12345',
      tags: ['summer', 'late night', 'demo'],
    };
    expect(saved).toMatchObject(expected);
    expect(saved.updatedAt).not.toBeNull();

    const row = await rowOf(project.id);
    expect(row).toMatchObject({
      label: 'Night Owl Records',
      isrc: 'US-ABC-25-12345',
      tempo: 92,
      tags: ['summer', 'late night', 'demo'],
      recordingDate: '2025-03-14',
    });

    const read = songDetailsSchema.parse((await call('GET', url(), owner.cookie)).json());
    expect(read).toEqual(saved);
  });

  it('keeps fields left out, and clears fields sent as empty or null', async () => {
    await save(FULL_FORM);
    const saved = await save({ tempo: '128', notes: '', recordLabel: null, tags: [] });
    expect(saved).toMatchObject({
      tempo: 128,
      notes: null,
      recordLabel: null,
      tags: [],
      genre: 'r&b',
      isrcCode: 'US-ABC-25-12345',
      releaseDate: '2025-06-01',
    });
    expect(await rowOf(project.id)).toMatchObject({ label: null, notes: null, genre: 'r&b' });
  });

  it('accepts other spellings and cuts a timestamp to its date', async () => {
    const saved = await save({
      genre: ' Hip-Hop ',
      key: 'Am',
      releaseDate: '2025-06-01T00:00:00.000Z',
      isrcCode: 'gb-x1y-99-00001',
      tags: ['a,b', ' c '],
    });
    expect(saved).toMatchObject({
      genre: 'hip-hop',
      key: 'A minor',
      releaseDate: '2025-06-01',
      isrcCode: 'GB-X1Y-99-00001',
      tags: ['a', 'b', 'c'],
    });
  });

  it.each([
    ['a malformed ISRC', { isrcCode: 'US-ABC-12-3456' }, 'isrcCode', ISRC_MESSAGE],
    ['a tempo of 0', { tempo: 0 }, 'tempo', undefined],
    ['a tempo of 1000', { tempo: 1000 }, 'tempo', undefined],
    ['a fractional tempo', { tempo: 120.5 }, 'tempo', undefined],
    ['a genre not in the list', { genre: 'polka' }, 'genre', undefined],
    ['a mood not in the list', { mood: 'bored' }, 'mood', undefined],
    ['an unknown key', { key: 'H major' }, 'key', undefined],
    ['an unknown time signature', { timeSignature: '11/8' }, 'timeSignature', undefined],
    ['an impossible date', { recordingDate: '2025-02-30' }, 'recordingDate', undefined],
    ['31 tags', { tags: Array.from({ length: 31 }, (_, i) => `tag${i}`) }, 'tags', undefined],
    ['a 41-character tag', { tags: ['x'.repeat(41)] }, 'tags.0', undefined],
    ['notes over 5,000 characters', { notes: 'n'.repeat(5001) }, 'notes', undefined],
  ])('refuses %s with 400 and changes nothing', async (_case, payload, field, message) => {
    await save({ genre: 'pop', tempo: 100, isrcCode: 'US-ABC-12-34567' });
    const res = await call('POST', url(), owner.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty([field]);
    if (message) expect(res.json().message).toBe(message);
    expect(await rowOf(project.id)).toMatchObject({
      genre: 'pop',
      tempo: 100,
      isrc: 'US-ABC-12-34567',
      notes: null,
      tags: [],
    });
  });

  it('refuses invalid input before any row exists, creating none', async () => {
    const res = await call('POST', url(), owner.cookie, { tempo: 'fast' });
    expect(res.statusCode).toBe(400);
    expect(await rowOf(project.id)).toBeUndefined();
  });

  it('answers 401 signed out, 404 to a stranger and for a malformed id, saving nothing', async () => {
    expect((await call('GET', url())).statusCode).toBe(401);
    expect((await call('POST', url(), undefined, FULL_FORM)).statusCode).toBe(401);
    expect((await call('GET', url(), stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', url(), stranger.cookie, FULL_FORM)).statusCode).toBe(404);
    expect((await call('GET', '/api/projects/7/details', owner.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/projects/7/details', owner.cookie, FULL_FORM)).statusCode,
    ).toBe(404);
    expect(await rowOf(project.id)).toBeUndefined();
  });

  it('deletes the details with their project', async () => {
    await save(FULL_FORM);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await rowOf(project.id)).toBeUndefined();
  });
});
