import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_UPLOAD_AGE_MS } from '../../../shared/schemas/admin.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser } from '../../test/factories.js';
import { filesIn } from '../../test/audio-test-support.js';
import { sweepUploadsAtStartup } from './startup-sweep.js';

const endedPid = () =>
  Number(
    spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout,
  );

describe('the start-up sweep of the uploads folder', () => {
  let t: TestApp;
  let uploadsDir: string;
  let projectId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    uploadsDir = path.join(t.dataDir, 'uploads');
    await mkdir(uploadsDir, { recursive: true });
    const owner = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** What a killed server leaves, next to what must stay; returns the names by role. */
  async function scene() {
    const host = os.hostname();
    const kept = await createAudioRow(t.app, projectId);
    const names = {
      kept: kept.filename,
      orphan: `${randomUUID()}.wav`,
      oldOrphan: `${randomUUID()}.mp3`,
      deadPartial: `.${randomUUID()}.wav.${endedPid()}@${host}.part`,
      livePartial: `.${randomUUID()}.wav.${process.ppid}@${host}.part`,
      foreignPartial: `.${randomUUID()}.wav.${endedPid()}@elsewhere-${host}.part`,
      oldForeignPartial: `.${randomUUID()}.wav.${endedPid()}@renamed-${host}.part`,
      notOurs: 'notes.txt',
    };
    for (const name of Object.values(names)) await writeFile(path.join(uploadsDir, name), 'x');
    const anHourAgo = (Date.now() - ABANDONED_UPLOAD_AGE_MS - 60_000) / 1000;
    await utimes(path.join(uploadsDir, names.oldOrphan), anHourAgo, anHourAgo);
    await utimes(path.join(uploadsDir, names.oldForeignPartial), anHourAgo, anHourAgo);
    return names;
  }

  const sweep = (exclusive: boolean) =>
    sweepUploadsAtStartup({
      db: t.app.deps.db,
      storage: t.app.deps.storage,
      uploadsDir,
      exclusive,
    });

  it('on a data folder it owns alone (PGlite) removes dead partial files and every orphan', async () => {
    const names = await scene();
    const result = await sweep(true);
    const left = await filesIn(uploadsDir);
    expect(left).toEqual(
      expect.arrayContaining([names.kept, names.livePartial, names.foreignPartial, names.notOurs]),
    );
    for (const gone of [
      names.orphan,
      names.oldOrphan,
      names.deadPartial,
      names.oldForeignPartial,
    ]) {
      expect(left).not.toContain(gone);
    }
    expect(result).toEqual({ partialFiles: 2, orphanFiles: 2, bytes: 4 });
  });

  it('on a shared PostgreSQL leaves fresh orphans to the server that may be writing their row', async () => {
    const names = await scene();
    const result = await sweep(false);
    const left = await filesIn(uploadsDir);
    expect(left).toEqual(expect.arrayContaining([names.kept, names.orphan, names.livePartial]));
    expect(left).not.toContain(names.oldOrphan);
    expect(left).not.toContain(names.deadPartial);
    expect(left).not.toContain(names.oldForeignPartial);
    expect(result.partialFiles).toBe(2);
    expect(result.orphanFiles).toBe(1); // the old one only
  });
});
