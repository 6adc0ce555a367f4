import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileSummary } from '../../../shared/schemas/auth.js';
import { readWavInfo } from '../../audio/wav-encoder.js';
import { PEAK_COUNT } from '../../audio/peaks.js';
import { accounts, audioFiles, profiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { sessionCookie, sessionSetCookie } from '../../test/session-cookies.js';
import { DEMO_EMAIL, ensureDemoAccount, ensureDemoData } from './demo-seed.js';

describe('demo logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const demoLogin = (url: string) => t.app.inject({ method: 'POST', url });

  async function librarySongs(profileId: string) {
    return t.app.deps.db
      .select({ file: audioFiles })
      .from(audioFiles)
      .innerJoin(projects, eq(projects.id, audioFiles.projectId))
      .where(and(eq(projects.ownerProfileId, profileId), eq(projects.isLibrary, true)));
  }

  it('signs into the demo studio profile, creating it on first use', async () => {
    const res = await demoLogin('/api/auth/demo-login');
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      email: DEMO_EMAIL,
      role: 'founder',
      isDemo: true,
      artistName: 'Trackroom Demo Studio',
      onboarded: true,
    });
    expect(sessionSetCookie(res)).not.toMatch(/Expires=/i);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('keeps at least three real, playable WAV songs in each demo library', async () => {
    const demo = await ensureDemoAccount(t.app.deps);
    for (const profileId of [demo.studioProfileId, demo.personalProfileId]) {
      const songs = await librarySongs(profileId);
      expect(songs.length).toBeGreaterThanOrEqual(3);
      for (const { file } of songs) {
        expect(file.filename).toMatch(/^[0-9a-f-]{36}\.wav$/);
        expect(file.originalName).toMatch(/\.wav$/);
        expect(file.mimeType).toBe('audio/wav');
        expect(await t.app.deps.storage.stat(file.filename)).toEqual({ size: file.size });
        const bytes = await readFile(path.join(t.dataDir, 'uploads', file.filename));
        const info = readWavInfo(bytes);
        expect(info).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16 });
        expect(info!.duration).toBeCloseTo(file.duration, 6);
        expect(file.duration).toBeGreaterThan(5);
        expect(file.peaks).toHaveLength(PEAK_COUNT);
        expect(Math.max(...file.peaks)).toBeGreaterThan(0.5);
        expect(file.peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
      }
    }
  });

  it('signs into the personal profile of the same demo account', async () => {
    const studio = (await demoLogin('/api/auth/demo-login')).json();
    const res = await demoLogin('/api/auth/demo-login/personal');
    expect(res.statusCode).toBe(200);
    const personal = res.json();
    expect(personal).toMatchObject({ artistName: 'Alex Rivera', isDemo: true, onboarded: true });
    expect(personal.accountId).toBe(studio.accountId);
    expect(personal.id).not.toBe(studio.id);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profiles',
      headers: { cookie: sessionCookie(res) },
    });
    const ids = listed.json<ProfileSummary[]>().map((p) => p.id);
    expect(ids).toEqual([studio.id, personal.id]);
  });

  it('never duplicates the demo data, however often it is asked for', async () => {
    const count = async () => ({
      accounts: (await t.app.deps.db.select().from(accounts).where(eq(accounts.email, DEMO_EMAIL)))
        .length,
      profiles: (await t.app.deps.db.select().from(profiles)).length,
      songs: (await t.app.deps.db.select().from(audioFiles)).length,
    });
    await demoLogin('/api/auth/demo-login');
    const before = await count();
    await Promise.all([
      demoLogin('/api/auth/demo-login'),
      demoLogin('/api/auth/demo-login/personal'),
      ensureDemoData(t.app.deps),
    ]);
    expect(await count()).toEqual(before);
    expect(before.accounts).toBe(1);
  });

  it('cannot be signed into with a password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAIL, password: 'password' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('demo data created concurrently on a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates one demo account when two logins race', async () => {
    const results = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/demo-login' }),
      t.app.inject({ method: 'POST', url: '/api/auth/demo-login/personal' }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    const rows = await t.app.deps.db.select().from(accounts).where(eq(accounts.isDemo, true));
    expect(rows).toHaveLength(1);
  });

  it('lets the unique e-mail settle a race between processes, leaving no stray files', async () => {
    const wavFiles = async () =>
      (await readdir(path.join(t.dataDir, 'uploads'))).filter((name) => name.endsWith('.wav'));
    await t.app.deps.db.delete(accounts).where(eq(accounts.email, DEMO_EMAIL));
    const leftOver = new Set(await wavFiles());
    // Two handles on one database stand in for two server processes (no shared in-flight promise).
    const asProcess = () => ({
      ...t.app.deps,
      db: Object.create(t.app.deps.db) as typeof t.app.deps.db,
    });
    const [first, second] = await Promise.all([
      ensureDemoAccount(asProcess()),
      ensureDemoAccount(asProcess()),
    ]);
    expect(second).toEqual(first);
    const rows = await t.app.deps.db.select().from(accounts).where(eq(accounts.isDemo, true));
    expect(rows).toHaveLength(1);
    const songs = await t.app.deps.db.select().from(audioFiles);
    const written = (await wavFiles()).filter((name) => !leftOver.has(name));
    expect(written.sort()).toEqual(songs.map((song) => song.filename).sort());
    expect(songs.length).toBeGreaterThanOrEqual(6);
  });
});
