// One route (or one sequence of requests) under closed-loop load from autocannon, with the
// server's event-loop delay and CPU over the same window.
import autocannon from 'autocannon';
import type { BenchProcess } from './bench-process.js';
import type { LoopSample } from './bench-protocol.js';
import type { MixedUser } from './bench-data.js';
import type { Bystanders, ProbeResult } from './probe-process.js';

export type LoadKind = 'ceiling' | 'read' | 'mixed';

export interface LoadSpec {
  name: string;
  kind: LoadKind;
  /** Requests sent in turn by every connection (one entry: the same request again and again). */
  requests: autocannon.Request[];
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  kind: LoadKind;
  connections: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers by status code, and connection errors / time-outs. */
  statuses: Record<string, number>;
  errors: number;
  /**
   * How long the server took, once the window closed, to finish the requests still running
   * (one per connection; not in the latencies): GET /api/health's wait, in ms.
   */
  backlogMs: number;
  loop: LoopSample;
  /** The bystanders' answers over the same window. */
  probes: ProbeResult[];
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Load before the window opens (JIT, caches, connection set-up), in seconds. */
  warmupSeconds: number;
}

function statusesOf(result: autocannon.Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
}

/**
 * Waits until the server has worked through what is queued: GET /api/health runs a query,
 * which waits behind every query still queued for the database (requests of a closed window
 * keep running on the server). Returns how long that took, in ms.
 */
async function drain(base: string): Promise<number> {
  const start = performance.now();
  await fetch(`${base}/api/health`).then((res) => res.arrayBuffer());
  return performance.now() - start;
}

/**
 * Sends each fixed request once and waits for its answer, however long it takes: the first
 * song list builds its cache, the first rhyme waits for the index still building in the
 * background. Requests built per connection (the mixed workload) are left to the warm-up.
 */
async function prime(base: string, spec: LoadSpec): Promise<void> {
  for (const request of spec.requests) {
    if (request.setupRequest || !request.path) continue;
    const res = await fetch(`${base}${request.path}`, {
      method: request.method ?? 'GET',
      headers: { ...spec.headers, ...(request.headers as Record<string, string>) },
    });
    await res.arrayBuffer();
  }
}

/**
 * Primes, warms up on one connection (JIT, caches: no backlog left behind), then loads `spec` on
 * `options.connections` for `options.seconds` while the server measures its event loop, then
 * waits for the server to finish what the window left running.
 */
export async function runLoad(
  server: BenchProcess,
  spec: LoadSpec,
  options: LoadOptions,
  bystanders?: Bystanders,
): Promise<LoadResult> {
  const common = {
    url: server.base,
    connections: options.connections,
    headers: spec.headers,
    requests: spec.requests,
    timeout: 30,
  };
  await prime(server.base, spec);
  if (options.warmupSeconds > 0) {
    await autocannon({ ...common, connections: 1, duration: options.warmupSeconds });
    await drain(server.base);
  }
  await server.resetLoop();
  const probing = bystanders?.process.run(server.base, bystanders.probes, options.seconds);
  await probing?.started;
  const [result, probes] = await Promise.all([
    autocannon({ ...common, duration: options.seconds }),
    probing?.done ?? Promise.resolve([]),
  ]);
  const loop = await server.readLoop();
  const backlogMs = await drain(server.base);
  return {
    name: spec.name,
    kind: spec.kind,
    connections: options.connections,
    seconds: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses: statusesOf(result),
    errors: result.errors,
    backlogMs,
    loop,
    probes,
  };
}

/** True when every answer was 2xx (or 304) and no connection failed. */
export const allAnswered = (r: LoadResult) =>
  r.requests > 0 &&
  r.errors === 0 &&
  Object.keys(r.statuses).every((code) => code.startsWith('2') || code === '304');

/**
 * The mixed read/write workload: each pass through the sequence is one seeded artist (taken
 * in turn) listing songs, renaming one, writing its notes, opening and saving lyrics — as the
 * project page does. Writes carry a counter so each one really changes the row.
 */
export function mixedWorkload(users: MixedUser[]): LoadSpec {
  if (users.length === 0) throw new Error('The mixed workload needs at least one seeded artist');
  let turn = 0;
  let edit = 0;
  type Context = { user?: MixedUser };
  const as =
    (build: (user: MixedUser) => autocannon.Request) =>
    (request: autocannon.Request, context: object): autocannon.Request => {
      const ctx = context as Context;
      ctx.user ??= users[turn++ % users.length]!;
      const built = build(ctx.user);
      return {
        ...request,
        ...built,
        headers: { ...request.headers, ...built.headers, cookie: ctx.user.cookie },
      };
    };
  const json = { 'content-type': 'application/json' };
  const write = (path: string, body: object): autocannon.Request => ({
    method: 'PATCH',
    path,
    headers: json,
    body: JSON.stringify(body),
  });
  return {
    name: 'mixed: list, rename, notes, lyrics save',
    kind: 'mixed',
    requests: [
      { setupRequest: as(() => ({ method: 'GET', path: '/api/audio/all' })) },
      { setupRequest: as((u) => ({ method: 'GET', path: `/api/projects/${u.projectId}/audio` })) },
      {
        setupRequest: as((u) =>
          write(`/api/audio/${u.audioId}/title`, { title: `Bench take ${++edit}` }),
        ),
      },
      { setupRequest: as((u) => ({ method: 'GET', path: `/api/projects/${u.projectId}/audio` })) },
      {
        setupRequest: as((u) =>
          write(`/api/audio/${u.audioId}/notes`, { notes: `Bench note ${++edit}` }),
        ),
      },
      { setupRequest: as((u) => ({ method: 'GET', path: `/api/projects/${u.projectId}/lyrics` })) },
      {
        setupRequest: as((u) =>
          write(`/api/lyrics/${u.lyricsId}`, { content: `<p>Bench verse ${++edit}</p>` }),
        ),
      },
      { setupRequest: as(() => ({ method: 'GET', path: '/api/dashboard/fast' })) },
    ],
  };
}
