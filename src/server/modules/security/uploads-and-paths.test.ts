// Issue 8 item 3, the file half: executables renamed as audio or images are refused and leave
// nothing behind; hostile upload names cannot place a file outside the uploads folder; and no
// /uploads/ path, static path or encoded traversal reads a file outside where it should.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles } from '../../db/schema/index.js';
import type { TestApp } from '../../test/build-test-app.js';
import { createProject, createUser, type TestUser } from '../../test/factories.js';
import { fixture, multipart } from '../../test/audio-test-support.js';
import { buildCustomTestApp } from '../../test/custom-test-app.js';

const MARKER = `outside-secret-${randomBytes(8).toString('hex')}`;

/** Executables and scripts as their first bytes say, padded to look like a real file. */
const EXECUTABLES: Record<string, Buffer> = {
  elf: Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), randomBytes(8192)]),
  pe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from('80000000', 'hex'),
    Buffer.alloc(64),
    Buffer.from('PE\0\0'),
    randomBytes(8192),
  ]),
  macho: Buffer.concat([Buffer.from('cffaedfe07000001', 'hex'), randomBytes(8192)]),
  script: Buffer.from(`#!/bin/sh\nrm -rf / # ${'x'.repeat(8000)}\n`),
};
// An ID3 tag in front: MP3's own header, so only what follows the tag can give it away.
EXECUTABLES['ID3-tagged pe'] = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from('0400000000000a', 'hex'),
  Buffer.alloc(10),
  EXECUTABLES.pe!,
]);

/** Every file below `dir`, as paths relative to it. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('uploads and paths', () => {
  let t: TestApp;
  let owner: TestUser;
  let projectId: string;
  const rowCount = async () => (await t.app.deps.db.select().from(audioFiles)).length;
  const upload = (url: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, cookie: owner.cookie },
      payload: body.payload,
    });
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });

  beforeAll(async () => {
    t = await buildCustomTestApp({
      async prepare(dataDir) {
        // A client build to exercise the static files, and secrets beside and above it.
        await mkdir(path.join(dataDir, 'client', 'assets'), { recursive: true });
        await writeFile(
          path.join(dataDir, 'client', 'index.html'),
          '<!doctype html><title>T</title>',
        );
        await writeFile(path.join(dataDir, 'client', 'assets', 'app.js'), 'console.log(1)');
        await writeFile(path.join(dataDir, 'secret.txt'), MARKER);
        await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
      },
    });
    owner = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
  });
  afterAll(() => t.close());

  it.each(Object.keys(EXECUTABLES))(
    'refuses a %s executable named song.mp3 or me.png with 415 and stores nothing',
    async (kind) => {
      const bytes = EXECUTABLES[kind]!;
      const before = { files: await filesBelow(t.dataDir), rows: await rowCount() };
      const song = { name: 'audio', filename: 'song.mp3', content: bytes, type: 'audio/mpeg' };
      const asProjectSong = await upload(`/api/projects/${projectId}/audio`, multipart([song]));
      const asLibrarySong = await upload(
        '/api/audio',
        multipart([{ name: 'projectId', value: projectId }, song]),
      );
      const asPicture = await upload(
        '/api/user/profile-picture',
        multipart([
          { name: 'profilePicture', filename: 'me.png', content: bytes, type: 'image/png' },
        ]),
      );
      expect([asProjectSong, asLibrarySong, asPicture].map((res) => res.statusCode)).toEqual([
        415, 415, 415,
      ]);
      expect(await filesBelow(t.dataDir)).toEqual(before.files);
      expect(await rowCount()).toBe(before.rows);
    },
  );

  it.each([
    '../../../escape.wav',
    '..\\..\\..\\escape.wav',
    '/tmp/escape-absolute.wav',
    'C:\\Windows\\escape.wav',
    '..%2F..%2Fescape.wav',
    '....//....//escape.wav',
  ])('stores an upload named %s under a generated name inside the uploads folder', async (name) => {
    const wav = await fixture('wav');
    const res = await upload(
      `/api/projects/${projectId}/audio`,
      multipart([{ name: 'audio', filename: name, content: wav, type: 'audio/wav' }]),
    );
    expect(res.statusCode).toBe(201);
    const [stored] = res.json<{ filename: string; originalName: string }[]>();
    if (!stored) throw new Error('The upload answered no file');
    expect(stored.filename).toMatch(/^[0-9a-f-]{36}\.wav$/);
    expect(stored.originalName).not.toMatch(/[\\/]/);
    expect(existsSync(path.join(t.dataDir, 'uploads', stored.filename))).toBe(true);
    // Nothing landed beside the uploads folder, above the data folder or at the absolute path.
    expect(await filesBelow(t.dataDir)).not.toContainEqual(expect.stringMatching(/escape/));
    expect(existsSync(path.resolve(t.dataDir, '..', 'escape.wav'))).toBe(false);
    expect(existsSync('/tmp/escape-absolute.wav')).toBe(false);
    // The download header carries the name without a path either.
    const download = await get(`/uploads/${stored.filename}?download=1`);
    expect(download.headers['content-disposition']).not.toMatch(/filename="[^"]*[\\/]/);
  });

  const TRAVERSALS = [
    '/uploads/..%2Fsecret.txt',
    '/uploads/..%2F..%2Fsecret.txt',
    '/uploads/%2e%2e%2fsecret.txt',
    '/uploads/%2E%2E%2Fsecret.txt',
    '/uploads/..%5Csecret.txt',
    '/uploads/%2e%2e%5c%2e%2e%5csecret.txt',
    '/uploads/..%252Fsecret.txt',
    '/uploads/..%c0%afsecret.txt',
    '/uploads/../secret.txt',
    '/uploads/%2Fetc%2Fpasswd',
    '/uploads//etc/passwd',
    '/uploads/profile-pictures/..%2F..%2Fsecret.txt',
    '/uploads/profile-pictures/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/uploads/profile-pictures/..%5C..%5Csecret.txt',
    '/uploads/profile-pictures/%2Fetc%2Fpasswd',
    '/..%2Fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2F..%2Fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%5C..%5Csecret.txt',
    '/..%5Csecret.txt',
    '/%2Fetc%2Fpasswd',
  ];

  it('reads nothing outside the uploads and client folders through an encoded path', async () => {
    const absolute = `/uploads/${encodeURIComponent(path.join(t.dataDir, 'secret.txt'))}`;
    const wrong: string[] = [];
    for (const url of [...TRAVERSALS, absolute]) {
      const res = await get(url);
      const leaked = res.body.includes(MARKER) || res.body.includes('root:x:0:0');
      // The SPA fallback may answer a page path with index.html; anything else is a 4xx.
      const fine = res.statusCode >= 400 || res.body.includes('<title>T</title>');
      if (leaked || !fine || res.statusCode >= 500) wrong.push(`${url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('still serves what it should (the checks above are not vacuous)', async () => {
    expect((await get('/assets/app.js')).body).toBe('console.log(1)');
    const res = await get('/some/page');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>T</title>');
  });

  it('answers the public static route signed out, as the allowlist says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(t.app.routeTable.map((r) => `${r.method} ${r.url}`)).toContain('GET /*');
  });
});
