// Scenario 2: kill -9 of the server in the middle of uploads and lyric saves, then a restart
// on the same data folder. Afterwards every acknowledged write must be there, no file may be
// served other than whole, and the uploads folder must hold exactly the files rows point at:
// no temporary files, no orphans (the start-up sweep), no row without its file.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { diskFiles } from '../../src/server/storage/local-storage.js';
import { partialWriter } from '../../src/server/storage/partial-files.js';
import { soakClient, Tally } from './soak-http.js';
import { scratchDir, soakDatabase, startSoakServer, type SoakServer } from './soak-server.js';
import { newUsers } from './soak-users.js';
import { listRows, WriteLedger } from './soak-writes.js';
import type { ScenarioResult } from './soak-report.js';

export interface KillOptions {
  /** Users writing at once, each alternating an upload and a lyrics save. */
  writers: number;
  /** How long they write before the kill. */
  killAfterMs: number;
  /** Kill and restart cycles on the same data folder. */
  rounds: number;
}

/** A take of about 640 KB (20 s at 16 kHz): long enough to be cut off mid-stream. */
const TAKE_SECONDS = 20;

/** What the uploads folder holds: temporary files, and complete files by name. */
async function folder(uploadsDir: string) {
  const partial: string[] = [];
  const files = new Map<string, number>();
  for await (const file of diskFiles(uploadsDir)) {
    if (partialWriter(path.basename(file.key))) partial.push(file.key);
    else files.set(file.key, file.size);
  }
  return { partial, files };
}

export async function runKillRestart(options: KillOptions): Promise<ScenarioResult> {
  const name = `kill -9 mid-writes, restart ×${options.rounds}`;
  const dataDir = await scratchDir('kill');
  const uploadsDir = path.join(dataDir, 'uploads');
  const database = await soakDatabase(dataDir);
  let server: SoakServer = await startSoakServer(dataDir, database);
  const tally = new Tally();
  const users = await newUsers(soakClient(server.base, new Tally()), options.writers);
  const ledger = new WriteLedger();
  const problems: string[] = [];
  const leftByKills = { partial: 0, orphans: 0 };
  let restartMs = 0;
  const shared = database.kind === 'postgres';
  let keptOrphans = 0;

  for (let round = 1; round <= options.rounds; round += 1) {
    const client = soakClient(server.base, tally);
    let killed = false;
    const writer = async (n: number) => {
      const user = users[n]!;
      // Spread out, so the kill finds writes at every stage.
      await sleep(Math.random() * 300);
      for (let i = 0; !killed; i += 1) {
        if ((i + n) % 2 === 0) await ledger.upload(client, user, TAKE_SECONDS);
        else await ledger.saveLyrics(client, user);
      }
    };
    const writing = Promise.all(users.map((_user, n) => writer(n)));
    await sleep(options.killAfterMs * (0.75 + Math.random() * 0.5));
    await server.kill9();
    killed = true;
    await writing;

    // What the kill left, before the restart sweeps it.
    const before = await folder(uploadsDir);
    leftByKills.partial += before.partial.length;
    const t0 = performance.now();
    server = await startSoakServer(dataDir, database);
    restartMs = Math.max(restartMs, performance.now() - t0);
    const probe = soakClient(server.base, new Tally());
    const rows = await listRows(probe, users);
    const referenced = new Set(rows.map((row) => row.filename));
    leftByKills.orphans += [...before.files.keys()].filter((key) => !referenced.has(key)).length;

    const after = await folder(uploadsDir);
    if (after.partial.length > 0) {
      problems.push(
        `round ${round}: temporary files left after restart: ${after.partial.join(', ')}`,
      );
    }
    for (const key of after.files.keys()) {
      if (referenced.has(key)) continue;
      // On a shared PostgreSQL the sweep leaves fresh ones to the hourly rule (startup-sweep.ts).
      if (shared) keptOrphans += 1;
      else problems.push(`round ${round}: orphan file ${key} (no row)`);
    }
    for (const row of rows) {
      const size = await stat(path.join(uploadsDir, row.filename)).then(
        (s) => s.size,
        () => -1,
      );
      if (size !== row.size)
        problems.push(`round ${round}: row ${row.title}: file size ${size}, row says ${row.size}`);
    }
  }

  const check = await ledger.verify(soakClient(server.base, new Tally()), false);
  problems.push(...check.problems);
  await server.stop();
  return {
    name,
    outcome: problems.length === 0 && tally.serverErrors === 0 ? 'pass' : 'fail',
    tally,
    acknowledged: ledger.acknowledged,
    verified: check.verified,
    note: [
      `${options.writers} writers, ${database.kind}; the kills left ${leftByKills.partial} temporary and ${leftByKills.orphans} orphan files`,
      `the restarts (≤ ${(restartMs / 1000).toFixed(1)} s) removed ${leftByKills.partial} temporary and ${leftByKills.orphans - keptOrphans} orphan files`,
      ...(shared
        ? [`${keptOrphans} fresh orphans kept by design (shared PostgreSQL: removed after 1 h)`]
        : []),
      `${ledger.uploads.length} uploads / ${[...ledger.lyrics.values()].reduce((n, s) => n + s.saves.length, 0)} lyric saves sent`,
      ...problems.slice(0, 8),
    ].join('; '),
  };
}
