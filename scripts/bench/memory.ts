// `npm run bench:memory` (issue "Runs light"): the app's memory as the proportional set size
// (PSS) summed over every process it runs, started as production starts it, at five moments —
// a first start on a fresh data directory, the second start of that directory (the headline
// idle figure), a start on the seeded data set, the peak of the mixed load on it, and a wait
// after that load — each with the breakdown the server reports to an administrator. Also a
// section of `npm run bench`; `--short` is CI's run (small data set, 3 s waits, one start less).
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { AdminMemory } from '../../src/shared/schemas/admin-memory.js';
import { printSeedReport } from '../seed/index.js';
import { SeedConflictError } from '../seed/seed-data-set.js';
import { buildClientIfStale, buildServerIfStale } from '../stale-builds.mjs';
import { printTargets } from './audio-targets.js';
import { prepareBenchData, type BenchData } from './bench-data.js';
import {
  BENCH_USAGE,
  BenchUsageError,
  readBenchOptions,
  type BenchOptions,
} from './bench-options.js';
import { mixedWorkload } from './load.js';
import {
  adminCookie,
  freshTarget,
  readBreakdown,
  startApp,
  type AppTarget,
  type RunningApp,
} from './memory-app.js';
import { memoryRows, printMemoryBreakdown } from './memory-report.js';
import { appProcesses, pssSum } from './process-tree.js';
import type { MemoryMoment, MemoryResult, MemoryTimings } from './memory-types.js';

const log = (line: string) => console.log(line);

export function memoryTimings(options: BenchOptions): MemoryTimings {
  const env = process.env;
  return {
    waitSeconds: Number(env.BENCH_MEMORY_WAIT ?? (options.short ? 3 : 60)),
    loadSeconds: Number(env.BENCH_MEMORY_LOAD_SECONDS ?? (options.short ? 5 : 30)),
    connections: options.connections,
    sampleMs: 300,
  };
}

async function measure(name: string, app: RunningApp, cookie: string | null) {
  const [processes, breakdown] = await Promise.all([
    appProcesses(app.pid),
    readBreakdown(app.base, cookie),
  ]);
  const moment: MemoryMoment = { name, processes, pssBytes: pssSum(processes), breakdown };
  log(
    `  ${name}: ${(moment.pssBytes / 1024 / 1024).toFixed(1)} MB PSS in ${processes.length} processes`,
  );
  return moment;
}

/**
 * Starts the app on `target`, waits `waitSeconds` after its first health answer, measures,
 * then lets `more` use the running app before it is stopped.
 */
async function idleStart<T>(
  name: string,
  target: AppTarget,
  cookie: string | null,
  timings: MemoryTimings,
  more: (app: RunningApp) => Promise<T> = async () => undefined as T,
): Promise<{ idle: MemoryMoment; more: T }> {
  const asked = performance.now();
  const app = await startApp(target);
  log(`  health answered ${((performance.now() - asked) / 1000).toFixed(1)} s after the start`);
  try {
    await sleep(timings.waitSeconds * 1000);
    const idle = await measure(name, app, cookie);
    return { idle, more: await more(app) };
  } finally {
    await app.stop();
  }
}

/**
 * The mixed load on the seeded data set, the app's PSS sampled every `sampleMs`; the largest
 * sample is the peak. When a sample is the largest so far the breakdown is asked for at once
 * (it waits its turn behind the load's requests), one such request at a time.
 */
async function peakOfLoad(
  app: RunningApp,
  data: BenchData,
  cookie: string,
  timings: MemoryTimings,
) {
  let peak: MemoryMoment = { name: '', processes: [], pssBytes: 0, breakdown: null };
  let latestAtPeak: AdminMemory | null = null;
  let reading = false;
  const reads: Array<Promise<void>> = [];
  let running = true;
  const sampler = (async () => {
    while (running) {
      const processes = await appProcesses(app.pid);
      const sum = pssSum(processes);
      if (sum > peak.pssBytes) {
        const moment: MemoryMoment = { name: '', processes, pssBytes: sum, breakdown: null };
        peak = moment;
        if (!reading) {
          reading = true;
          reads.push(
            readBreakdown(app.base, cookie).then((breakdown) => {
              moment.breakdown = breakdown;
              latestAtPeak = breakdown;
              reading = false;
            }),
          );
        }
      }
      await sleep(timings.sampleMs);
    }
  })();
  const spec = mixedWorkload(data.mixedUsers);
  const result = await autocannon({
    url: app.base,
    connections: timings.connections,
    duration: timings.loadSeconds,
    requests: spec.requests,
    timeout: 30,
  });
  running = false;
  await sampler;
  await Promise.all(reads);
  const answered = result.requests.total - result.non2xx;
  log(`  mixed load: ${result.requests.total} requests (${answered} 2xx, ${result.errors} errors)`);
  return {
    moment: { ...peak, breakdown: peak.breakdown ?? latestAtPeak },
    load: { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors },
  };
}

/**
 * The first start on a fresh directory, and (the full run) the second start of it: the
 * headline idle figure, on the data a new instance has. The directory is removed after.
 */
async function freshStarts(kind: AppTarget['kind'], timings: MemoryTimings, secondStart: boolean) {
  const wait = `${timings.waitSeconds} s after the first health answer`;
  const fresh = await freshTarget(kind);
  try {
    // No administrator exists before a first start: its breakdown cannot be read.
    const { idle: firstStart } = await idleStart(
      `first start, fresh directory, ${wait}`,
      fresh,
      null,
      timings,
    );
    if (!secondStart) return { firstStart, idle: null };
    const { idle } = await idleStart(
      `second start, same directory, ${wait}`,
      fresh,
      await adminCookie(fresh),
      timings,
    );
    return { firstStart, idle };
  } finally {
    await fresh.remove();
  }
}

/**
 * The moments on `data`'s database (PGlite, or PostgreSQL with DATABASE_URL). The short run
 * (CI) leaves out the fresh directory's second start: its idle figure is the start on the
 * seeded data set, also a directory started before.
 */
export async function benchMemory(data: BenchData, options: BenchOptions): Promise<MemoryResult> {
  const timings = memoryTimings(options);
  // What `npm start` builds when it finds its sources newer is built before any start is
  // timed: start-up is the server's, not the compiler's (after a fresh checkout the first start
  // built the client inside its health time: 10.4 s on 2026-12-01, a quiet machine).
  buildClientIfStale();
  buildServerIfStale();
  log(`Memory: a first start on a fresh data directory (${data.kind})…`);
  const fresh = await freshStarts(data.kind, timings, !options.short);
  log(`Memory: the ${options.size.name} data set, idle and under the mixed load…`);
  const seeded: AppTarget = {
    kind: data.kind,
    dataDir: data.env.DATA_DIR!,
    env: data.env.DATABASE_URL ? { DATABASE_URL: data.env.DATABASE_URL } : {},
  };
  const cookie = await adminCookie(seeded);
  const { idle: dataSetIdle, more } = await idleStart(
    `start on the ${options.size.name} data set, ${timings.waitSeconds} s after the first health answer`,
    seeded,
    cookie,
    timings,
    async (app) => {
      const peak = await peakOfLoad(app, data, cookie, timings);
      await sleep(timings.waitSeconds * 1000);
      const after = await measure(`${timings.waitSeconds} s after the load`, app, cookie);
      return { ...peak, after };
    },
  );
  return {
    kind: data.kind,
    moments: {
      firstStart: fresh.firstStart,
      idle: fresh.idle ?? dataSetIdle,
      dataSetIdle: fresh.idle ? dataSetIdle : null,
      peak: {
        ...more.moment,
        name: `peak of the mixed load, ${timings.connections} connections, ${timings.loadSeconds} s`,
      },
      afterLoad: more.after,
    },
    load: more.load,
    timings,
    dataSet: options.size.name,
  };
}

/** `tsx scripts/bench/memory.ts [--short] [--size …]`: this section alone. */
async function main(): Promise<number> {
  const options = readBenchOptions();
  if (options === 'help') {
    console.log(BENCH_USAGE);
    return 0;
  }
  const data = await prepareBenchData(options.size, options.mixedUsers, log);
  printSeedReport(data.seed, data.where);
  const started = performance.now();
  const result = await benchMemory(data, options);
  printTargets(
    `Memory (${options.short ? 'short' : 'full'}) — ${data.kind}, ${options.size.name} data set, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    memoryRows(result),
  );
  printMemoryBreakdown(result);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (!(error instanceof BenchUsageError || error instanceof SeedConflictError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}
