import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { audioFiles, auditLog, plays, systemSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { filesIn } from '../../test/audio-test-support.js';

/** Every entry of a ZIP held in memory: name → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('admin content: storage, temporary files, backup', () => {
  let t: TestApp;
  let admin: TestUser;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    uploadsDir = path.join(t.dataDir, 'uploads');
  });
  afterAll(async () => {
    await t.close();
  });

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  const putFile = (key: string, bytes: Buffer) =>
    t.app.deps.storage.put(key, Readable.from([bytes]));

  it('counts the storage used on disk in the summary', async () => {
    const user = await createUser(t.app);
    const project = await createProject(t.app, user.profileId);
    const before = (await asAdmin('GET', '/api/admin/summary')).json().storageUsedBytes as number;
    const row = await createAudioRow(t.app, project.id);
    await putFile(row.filename, Buffer.alloc(12_345, 1));
    const after = (await asAdmin('GET', '/api/admin/summary')).json();
    expect(after.storageUsedBytes - before).toBe(12_345);
    expect(after).toMatchObject({ status: expect.stringMatching(/online|warning/) });
  });

  it('Clean Temporary Files removes only old files nobody references', async () => {
    const user = await createUser(t.app);
    const project = await createProject(t.app, user.profileId);
    const kept = await createAudioRow(t.app, project.id);
    const keys = {
      referenced: kept.filename,
      orphan: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee.wav',
      freshOrphan: 'aaaaaaaa-bbbb-4ccc-8ddd-ffffffffffff.mp3',
      probe: 'health-probe-1-2',
      foreign: 'notes-someone-keeps.txt',
      picture: 'profile-pictures/0123456789abcdef0123456789abcdef.png',
    };
    for (const [name, key] of Object.entries(keys)) {
      await putFile(key, Buffer.alloc(name === 'orphan' ? 1000 : 10, 2));
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const key of [keys.referenced, keys.orphan, keys.probe, keys.foreign, keys.picture]) {
      await utimes(path.join(uploadsDir, key), twoHoursAgo, twoHoursAgo);
    }
    const res = await asAdmin('POST', '/api/admin/cleanup-temp');
    expect(res.json()).toEqual({ files: 3, bytes: 1020 });
    const left = await filesIn(uploadsDir);
    expect(left).toEqual(expect.arrayContaining([keys.referenced, keys.freshOrphan, keys.foreign]));
    expect(left).not.toContain(keys.orphan);
    expect(left).not.toContain(keys.probe);
    expect(await filesIn(path.join(uploadsDir, 'profile-pictures'))).toEqual([]);
  });

  it('Backup All Content streams a ZIP with every table as JSON lines and every upload', async () => {
    const user = await createUser(t.app);
    const project = await createProject(t.app, user.profileId, { title: 'Backed Up' });
    const row = await createAudioRow(t.app, project.id);
    const song = Buffer.from('RIFF-pretend-wave-bytes');
    await putFile(row.filename, song);
    // More rows than one batch: the dump must page through all of them, each once.
    await t.app.deps.db
      .insert(auditLog)
      .values(
        Array.from({ length: 1203 }, (_, i) => ({ kind: 'admin.cleanup.ran', details: { i } })),
      );
    const audited = (await t.app.deps.db.select().from(auditLog)).length;

    const res = await asAdmin('GET', '/api/admin/backup');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="trackroom-backup-[\dT-]+Z\.zip"$/,
    );
    const entries = await unzip(res.rawPayload);
    expect(entries.get(`uploads/${row.filename}`)).toEqual(song);
    const accounts = entries.get('database/accounts.jsonl')!.toString().trim().split('\n');
    expect(accounts.map((line) => (JSON.parse(line) as { email: string }).email)).toContain(
      user.email,
    );
    const songs = entries.get('database/audio_files.jsonl')!.toString();
    expect(songs).toContain(row.filename);
    const auditLines = entries.get('database/audit_log.jsonl')!.toString().trim().split('\n');
    const ids = auditLines.map((line) => JSON.parse(line).id as string);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(audited);
    for (const table of ['profiles', 'projects', 'library_order', 'system_settings', 'plays']) {
      expect(entries.has(`database/${table}.jsonl`), table).toBe(true);
    }
  });

  it('lists projects with real track and play counts, filtered by status and search', async () => {
    const user = await createUser(t.app, { artistName: 'Plays Artist' });
    const project = await createProject(t.app, user.profileId, {
      title: 'Counted Song',
      status: 'published',
    });
    // Two songs (a trigger keeps the project's count), three plays of the first.
    const row = await createAudioRow(t.app, project.id);
    await createAudioRow(t.app, project.id);
    await t.app.deps.db
      .insert(plays)
      .values([{ audioFileId: row.id }, { audioFileId: row.id }, { audioFileId: row.id }]);
    const list = (
      await asAdmin('GET', '/api/admin/projects?search=counted&status=published')
    ).json();
    expect(list).toEqual([
      expect.objectContaining({
        title: 'Counted Song',
        artist: 'Plays Artist',
        tracks: 2,
        plays: 3,
      }),
    ]);
    expect(
      (await asAdmin('GET', '/api/admin/projects?search=counted&status=draft')).json(),
    ).toEqual([]);
    expect((await asAdmin('GET', '/api/admin/projects?status=private')).statusCode).toBe(400);
  });

  it('lists the enterprise survey submissions, newest first', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise-inquiries',
      payload: { name: 'Mara', company: 'Label Co', email: 'mara@label.example', teamSize: '6-20' },
    });
    expect(sent.statusCode).toBe(201);
    const list = (await asAdmin('GET', '/api/admin/enterprise-inquiries')).json();
    expect(list[0]).toMatchObject({ name: 'Mara', company: 'Label Co', teamSize: '6-20' });
  });

  it('shows recent activity newest first with who did it', async () => {
    await t.app.deps.db.delete(auditLog);
    await asAdmin('PATCH', '/api/admin/settings', { siteName: 'Activity Check' });
    const list = (await asAdmin('GET', '/api/admin/activity')).json();
    expect(list[0]).toMatchObject({
      kind: 'admin.settings.changed',
      actorEmail: admin.email,
      details: { keys: ['siteName'] },
    });
    await t.app.deps.db.delete(systemSettings);
    expect(await t.app.deps.db.select().from(audioFiles)).not.toHaveLength(0);
  });
});
