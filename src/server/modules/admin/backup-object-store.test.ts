import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../storage/s3-storage.js';
import type { Storage } from '../../storage/storage.js';
import { freshTarget, type RestoreTarget } from '../../test/backup-test-support.js';
import { startS3TestServer, TEST_S3_CREDENTIALS } from '../../test/s3-test-server.js';
import { openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.js';
import { backupArchive } from './backup-archive.js';
import { restoreBackup } from './backup-restore.js';

const quiet = { warn: () => {} };
const FILES: Record<string, string> = {
  '0b6f1c1e-9d5e-4c1a-8a52-3b3f3f0f9e11.wav': 'RIFF take one',
  'profile-pictures/0123456789abcdef0123456789abcdef.png': 'a picture',
};

describe('backup and restore on an object store', () => {
  let server: Awaited<ReturnType<typeof startS3TestServer>>;
  let source: Storage;
  let target: Storage;
  let database: TestDatabaseHandle;
  let restoreInto: RestoreTarget;
  let folder: string;
  beforeAll(async () => {
    server = await startS3TestServer();
    const open = (prefix: string) =>
      s3Storage({ ...server.location, prefix }, { credentials: TEST_S3_CREDENTIALS });
    // Two key prefixes of one bucket: the store backed up, and the empty one restored into.
    source = await open('live/');
    target = await open('restored/');
    database = await openTestDatabase();
    restoreInto = await freshTarget();
    folder = await mkdtemp(path.join(os.tmpdir(), 'trackroom-s3-backup-'));
  });
  afterAll(async () => {
    await restoreInto.close();
    await database.close();
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('holds the stored files, and a restore writes them back through the store', async () => {
    for (const [key, body] of Object.entries(FILES)) {
      await source.put(key, Readable.from([Buffer.from(body)]));
    }
    const archive = await backupArchive({
      db: database.db,
      storage: source,
      backupKey: undefined,
      log: quiet,
    });
    const file = path.join(folder, 'backup.zip');
    await writeFile(file, await buffer(archive));

    const summary = await restoreBackup({
      file,
      database: restoreInto.database,
      storage: target,
      backupKey: undefined,
    });
    expect(summary.files).toBe(2);
    const restored: string[] = [];
    for await (const stored of target.list()) restored.push(stored.key);
    expect(restored.sort()).toEqual(Object.keys(FILES).sort());
    for (const [key, body] of Object.entries(FILES)) {
      expect(await text(target.get(key))).toBe(body);
    }

    // The same backup again: the store now holds files, so nothing is written.
    await expect(
      restoreBackup({
        file,
        database: restoreInto.database,
        storage: target,
        backupKey: undefined,
      }),
    ).rejects.toThrow(/storage is not empty .* empty bucket/);
  });
});
