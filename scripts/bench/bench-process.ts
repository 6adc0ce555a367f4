// Starts bench-server.ts in its own process (its CPU, memory and event loop are its own, not
// the load generator's) and talks to it over IPC. It runs compiled ahead, as production runs
// the server (scripts/build-server.mjs), so no TypeScript loader weighs on what it measures.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags, serverProcessEnv } from '../server-node-flags.mjs';
import { BENCH_SERVER_ENTRY, buildBenchServerIfStale } from '../stale-builds.mjs';
import { benchServerDefaults } from './audio-server.js';
import type { FromBenchServer, LoopSample, ToBenchServer } from './bench-protocol.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export interface BenchProcess {
  base: string;
  pid: number;
  database: 'pglite' | 'postgres';
  /** Starts a measuring window: event-loop histogram and CPU clock reset. */
  resetLoop(): Promise<void>;
  /** The window so far. */
  readLoop(): Promise<LoopSample>;
  stop(): Promise<void>;
}

/** Forks the bench server on `env` (DATA_DIR, DATABASE_URL) and waits until it listens. */
export async function startBenchProcess(env: Record<string, string>): Promise<BenchProcess> {
  // BENCH_SERVER_NODE_ARGS adds node flags to the server only, e.g. "--cpu-prof".
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  buildBenchServerIfStale();
  const child: ChildProcess = fork(BENCH_SERVER_ENTRY, [], {
    cwd: ROOT,
    execArgv: [...serverNodeFlags(), ...extra, '--enable-source-maps'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      ...env,
      ...serverProcessEnv(),
      ...benchServerDefaults(),
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
  });
  const exited = once(child, 'exit');
  const waiting = new Map<number, (message: FromBenchServer) => void>();
  let nextId = 1;
  child.on('message', (message: FromBenchServer) => {
    if ('id' in message) waiting.get(message.id)?.(message);
  });
  const ask = (build: (id: number) => ToBenchServer) =>
    new Promise<FromBenchServer>((resolve) => {
      const id = nextId++;
      waiting.set(id, (message) => {
        waiting.delete(id);
        resolve(message);
      });
      child.send(build(id));
    });

  const listening = await new Promise<Extract<FromBenchServer, { type: 'listening' }>>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The bench server did not start in time')),
        START_TIMEOUT_MS,
      );
      child.on('message', (message: FromBenchServer) => {
        if (message.type !== 'listening') return;
        clearTimeout(timer);
        resolve(message);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The bench server exited with ${code} before listening`));
      });
    },
  );
  return {
    base: listening.base,
    database: listening.database,
    pid: child.pid!,
    async resetLoop() {
      await ask((id) => ({ type: 'loop-reset', id }));
    },
    async readLoop() {
      const answer = await ask((id) => ({ type: 'loop-read', id }));
      if (answer.type !== 'loop') throw new Error(`Unexpected answer ${answer.type}`);
      return answer.sample;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send({ type: 'stop' } satisfies ToBenchServer);
      const force = setTimeout(() => child.kill('SIGKILL'), 90_000);
      await exited;
      clearTimeout(force);
    },
  };
}
