// Scenario 4: an upload larger than the space left on the uploads disk (a 1 MB tmpfs mounted
// on the uploads folder; the database stays on the real disk). The answer must be 507 (or 413)
// with a message, nothing of the file may stay (no file, no temporary file, no row), and the
// next small upload must work again.
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { diskFiles } from '../../src/server/storage/local-storage.js';
import { audioForm, soakClient, Tally, uniqueWav } from './soak-http.js';
import { onCleanup, scratchDir, soakDatabase, startSoakServer } from './soak-server.js';
import { newUser } from './soak-users.js';
import { listRows, WriteLedger } from './soak-writes.js';
import type { ScenarioResult } from './soak-report.js';

const run = promisify(execFile);
const DISK = '1m';
/** 60 s at 16 kHz mono: about 1.9 MB, more than the whole disk. */
const BIG_SECONDS = 60;

async function filesIn(dir: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of diskFiles(dir)) keys.push(file.key);
  return keys;
}

export async function runDiskFull(): Promise<ScenarioResult> {
  const name = `upload onto a full disk (${DISK} tmpfs)`;
  const dataDir = await scratchDir('disk');
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${DISK}`, 'tmpfs', uploadsDir], {
      timeout: 10_000,
    });
  } catch (error) {
    const reason = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    return {
      name,
      outcome: 'skipped',
      note: `cannot mount a tmpfs (needs root or CAP_SYS_ADMIN): ${reason}`,
    };
  }
  onCleanup(`tmpfs on ${uploadsDir}`, async () => {
    await run('umount', [uploadsDir], { timeout: 10_000 });
  });

  const database = await soakDatabase(dataDir);
  const server = await startSoakServer(dataDir, database);
  const tally = new Tally();
  const client = soakClient(server.base, tally);
  const user = await newUser(client, 0);
  const problems: string[] = [];

  const big = uniqueWav(1, BIG_SECONDS);
  const answer = await client.call('POST', `/api/projects/${user.projectId}/audio`, {
    cookie: user.cookie,
    form: audioForm(big, 'too-big-for-the-disk'),
  });
  const message = (answer?.json as { message?: string } | undefined)?.message;
  if (answer?.status !== 507 && answer?.status !== 413) {
    problems.push(`answered ${answer?.status ?? 'nothing'} (wanted 507 or 413)`);
  }
  if (!message) problems.push('no message in the answer');
  const left = await filesIn(uploadsDir);
  if (left.length > 0) problems.push(`left on disk: ${left.join(', ')}`);
  const rows = await listRows(client, [user]);
  if (rows.length > 0) problems.push(`rows kept: ${rows.map((r) => r.title).join(', ')}`);

  // The space is free again: a small take goes through and reads back.
  const ledger = new WriteLedger();
  const small = await ledger.upload(client, user);
  if (small !== 201) problems.push(`a small upload afterwards answered ${small}`);
  const check = await ledger.verify(soakClient(server.base, new Tally()), true);
  problems.push(...check.problems);
  await server.stop();
  return {
    name,
    outcome: problems.length === 0 ? 'pass' : 'fail',
    tally,
    acknowledged: ledger.acknowledged,
    verified: check.verified,
    note: [
      `${(big.length / 1024 / 1024).toFixed(1)} MB upload → ${answer?.status} "${message}"`,
      ...problems,
    ].join('; '),
  };
}
