import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { sessionCookie } from '../../test/session-cookies.js';
import { filesIn, fixture, multipart } from '../../test/audio-test-support.js';
import { codeMigrations } from './backup-manifest.js';
import { RestoreError } from './backup-restore-checks.js';
import { localStorage } from '../../storage/local-storage.js';
import { restoreBackup } from './backup-restore.js';
import {
  appOn,
  backupWithSmtpSecret,
  editedBackup,
  freshPostgresDatabase,
  freshTarget,
  restoreCommand,
  withManifest,
  type RestoreTarget,
} from '../../test/backup-test-support.js';

const KEY = randomBytes(32);

/** Fresh databases take seconds each on PGlite; these tests make one or two. */
const SLOW = 120_000;

describe('backups restore into an empty instance', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  let song: { url: string };
  let songBytes: Buffer;
  let backupFile: string;
  const targets: RestoreTarget[] = [];

  const newTarget = async () => {
    const target = await freshTarget();
    targets.push(target);
    return target;
  };

  beforeAll(async () => {
    t = await buildTestApp({ backupKey: KEY, publicUrl: 'https://music.example' });
    admin = await createUser(t.app, { role: 'admin' });
    artist = await createUser(t.app);
    const project = await createProject(t.app, artist.profileId, { title: 'Unreleased' });
    songBytes = await fixture('wav');
    const body = multipart([{ name: 'audio', filename: 'demo take.wav', content: songBytes }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/audio`,
      headers: { ...body.headers, cookie: artist.cookie },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    song = upload.json<{ url: string }[]>()[0]!;
    // Lyrics have a generated column (content_text, the search's plain text): the backup
    // leaves it out and the restored database computes it again.
    const lyrics = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/lyrics`,
      headers: { cookie: artist.cookie },
      payload: { title: 'Unreleased words', content: '<p>Out with the <em>tide</em></p>' },
    });
    expect(lyrics.statusCode).toBe(201);
    backupFile = await backupWithSmtpSecret(t.app, admin.cookie);
  });
  afterAll(async () => {
    for (const target of targets) await target.close();
    await t.close();
    if (backupFile) await rm(path.dirname(backupFile), { recursive: true, force: true });
  });

  it(
    'backup → empty instance → restore → the artist signs in and the song plays byte for byte',
    async () => {
      const target = await newTarget();
      const summary = await restoreBackup({
        file: backupFile,
        database: target.database,
        storage: localStorage(target.uploadsDir),
        backupKey: KEY,
      });
      expect(summary.files).toBeGreaterThanOrEqual(1);
      expect(summary.tables.find((table) => table.name === 'audio_files')?.rows).toBe(1);
      expect(summary.tables.find((table) => table.name === 'lyrics')?.rows).toBe(1);
      expect(summary.notes).toEqual([]);

      const app = await appOn(target);
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: artist.email, password: artist.password },
        });
        expect(login.statusCode).toBe(200);
        const played = await app.inject({
          url: song.url,
          headers: { cookie: sessionCookie(login) },
        });
        expect(played.statusCode).toBe(200);
        expect(played.rawPayload.equals(songBytes)).toBe(true);
        const stranger = await app.inject({ url: song.url });
        expect(stranger.statusCode).not.toBe(200);
        // The sealed SMTP password came back with the key.
        const adminLogin = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: admin.email, password: admin.password },
        });
        const settings = await app.inject({
          url: '/api/admin/settings',
          headers: { cookie: sessionCookie(adminLogin) },
        });
        expect(settings.json()).toMatchObject({
          smtpHost: 'smtp.example.com',
          smtpPasswordSet: true,
        });
      } finally {
        await app.close();
      }

      // The same target again: it is no longer empty, and nothing is touched.
      await expect(
        restoreBackup({
          file: backupFile,
          database: target.database,
          storage: localStorage(target.uploadsDir),
          backupKey: KEY,
        }),
      ).rejects.toThrow(/not empty/);
    },
    SLOW,
  );

  it(
    'without BACKUP_KEY restores everything but the sealed secrets, and says so',
    async () => {
      const target = await newTarget();
      const summary = await restoreBackup({
        file: backupFile,
        database: target.database,
        storage: localStorage(target.uploadsDir),
        backupKey: undefined,
      });
      expect(summary.notes.join(' ')).toContain('SMTP password');
      const app = await appOn(target);
      try {
        const adminLogin = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: admin.email, password: admin.password },
        });
        const settings = await app.inject({
          url: '/api/admin/settings',
          headers: { cookie: sessionCookie(adminLogin) },
        });
        expect(settings.json()).toMatchObject({
          smtpHost: 'smtp.example.com',
          smtpPasswordSet: false,
        });
      } finally {
        await app.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a wrong key, a newer schema, a file that is no backup, and rolls back a failed load',
    async () => {
      const target = await newTarget();
      const restore = (file: string, backupKey: Buffer | undefined = KEY) =>
        restoreBackup({
          file,
          database: target.database,
          storage: localStorage(target.uploadsDir),
          backupKey,
        });
      await expect(restore(backupFile, randomBytes(32))).rejects.toThrow(
        /BACKUP_KEY does not open/,
      );
      const newer = await withManifest(backupFile, (manifest) => ({
        ...manifest,
        migration: { count: manifest.migration.count + 1, latest: Date.now() + 365 * 86_400_000 },
      }));
      await expect(restore(newer)).rejects.toThrow(/newer Trackroom/);
      const junkDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-junk-'));
      const junk = path.join(junkDir, 'not-a.zip');
      await writeFile(junk, 'hello');
      await expect(restore(junk)).rejects.toBeInstanceOf(RestoreError);
      await rm(junkDir, { recursive: true, force: true });
      // Songs whose project is missing: the load fails on the foreign key and is rolled back.
      const dangling = await editedBackup(backupFile, (entries) => {
        entries.set('database/projects.jsonl', Buffer.from(''));
      });
      await expect(restore(dangling)).rejects.toThrow(/^Loading \w+ failed, nothing was kept/);
      expect(await filesIn(target.uploadsDir)).toEqual([]);
      // None of them left anything behind: the real backup restores into the same target.
      const summary = await restore(backupFile);
      expect(summary.tables.find((table) => table.name === 'projects')?.rows).toBe(1);
    },
    SLOW,
  );

  it(
    'restores a backup made one migration ago, then brings it to the current schema',
    async () => {
      const code = await codeMigrations();
      const previous = code[code.length - 2]!;
      const older = await withManifest(backupFile, (manifest) => ({
        ...manifest,
        migration: { count: code.length - 1, latest: previous.when },
      }));
      const target = await newTarget();
      const summary = await restoreBackup({
        file: older,
        database: target.database,
        storage: localStorage(target.uploadsDir),
        backupKey: KEY,
      });
      expect(summary.migratedFrom).toBe(previous.tag);
      expect(summary.migratedTo).toBe(code[code.length - 1]!.tag);
      const app = await appOn(target);
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: artist.email, password: artist.password },
        });
        const played = await app.inject({
          url: song.url,
          headers: { cookie: sessionCookie(login) },
        });
        expect(played.rawPayload.equals(songBytes)).toBe(true);
      } finally {
        await app.close();
      }
    },
    SLOW,
  );

  it(
    'npm run backup:restore -- FILE restores into DATA_DIR (or DATABASE_URL) once, then refuses',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-restore-cli-'));
      const serverUrl = process.env.DATABASE_URL;
      const postgresTarget =
        process.env.TEST_DATABASE === 'postgres' && serverUrl
          ? await freshPostgresDatabase(serverUrl)
          : null;
      const env = {
        DATA_DIR: dataDir,
        BACKUP_KEY: KEY.toString('hex'),
        ...(postgresTarget ? { DATABASE_URL: postgresTarget.url } : {}),
      };
      try {
        const first = await restoreCommand([backupFile], env);
        expect(first.code, first.stderr).toBe(0);
        expect(first.stdout).toContain('audio_files: 1 rows');
        expect(first.stdout).toMatch(/1 files \(\d+ bytes\)/);
        expect(first.stdout).toContain('1 sealed secrets (SMTP password) opened with BACKUP_KEY');
        expect(await filesIn(path.join(dataDir, 'uploads'))).toHaveLength(1);
        const again = await restoreCommand([backupFile], env);
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/^Nothing was restored: .* is not empty/);
        const usage = await restoreCommand([], env);
        expect(usage.code).toBe(1);
        expect(usage.stderr).toContain('Usage: npm run backup:restore -- ');
      } finally {
        await postgresTarget?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
