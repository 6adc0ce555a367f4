// Several real server processes behind one address, as a load balancer puts them (issue 30,
// "Beyond one machine"): the launcher spawns `src/server/main.ts` as an operator runs it, each
// with its own DATA_DIR and port, all on one PostgreSQL database and one object store; the proxy
// spreads requests round-robin, or sends one to a named server when the test asks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SESSION_COOKIE } from '../plugins/auth.js';
import { freePort } from './free-port.js';
import { PIN_HEADER, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  /** The server's own http:// address (bypassing the proxy). */
  url: string;
  port: number;
  dataDir: string;
  /** Its output, for the failure message of a test that needs to know what it said. */
  output: string[];
  stop(): Promise<void>;
}

async function waitForHealth(server: ServerProcess, child: ChildProcess, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${server.output.join('')}`);
    }
    const ok = await fetch(`${server.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`server on ${server.url} did not become healthy:\n${server.output.join('')}`);
}

/** Ends a server process: SIGTERM (its graceful close), SIGKILL if it hangs. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * One server process as an operator starts it (`node --import tsx src/server/main.ts`), its
 * DATA_DIR a fresh temporary folder (removed when it stops), on `port`, with `env` on top of
 * this process's environment (DATABASE_URL, STORAGE_URL and the like).
 */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-several-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      AUDIO_ANALYSIS_BACKFILL: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output,
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(server, child, 45_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export interface SeveralServers {
  servers: ServerProcess[];
  proxy: RoundRobinProxy;
  /** The proxy's address: what a browser opens. */
  url: string;
  stop(): Promise<void>;
}

/**
 * `count` server processes on one database (`databaseUrl`) and one object store (`storageUrl`,
 * with AWS_* credentials in `env`), behind a round-robin proxy whose address is their
 * PUBLIC_URL, each trusting one proxy hop (TRUST_PROXY=1). Whatever started before a failure is
 * stopped before the failure is thrown.
 */
export async function startSeveralServers(options: {
  count: number;
  databaseUrl: string;
  storageUrl: string;
  env?: Record<string, string>;
}): Promise<SeveralServers> {
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const ports = await Promise.all(Array.from({ length: options.count }, () => freePort()));
  const env = {
    DATABASE_URL: options.databaseUrl,
    STORAGE_URL: options.storageUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    ...options.env,
  };
  const started = await Promise.allSettled(ports.map((port) => startServerProcess(env, port)));
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  const proxy = await startRoundRobinProxy(ports, proxyPort).catch(async (error: unknown) => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    throw error;
  });
  return {
    servers,
    proxy,
    url: publicUrl,
    async stop() {
      await Promise.allSettled([proxy.close(), ...servers.map((server) => server.stop())]);
    },
  };
}

/** An S3 location as STORAGE_URL says it (the test server's endpoint in the query). */
export function storageUrlOf(location: {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
}): string {
  const query = new URLSearchParams({
    endpoint: location.endpoint ?? '',
    region: location.region,
    forcePathStyle: 'true',
  });
  return `s3://${location.bucket}/${location.prefix}?${query}`;
}

/** The `cookie` header of the session an answer (sign-in, sign-up) just started. */
export function sessionCookieOf(res: Response): string {
  const line = res.headers.getSetCookie().find((item) => item.startsWith(`${SESSION_COOKIE}=`));
  if (!line) throw new Error(`The answer (${res.status}) started no session`);
  return line.split(';')[0]!;
}

/**
 * Requests through the proxy at `base`: `on` pins one to a server (its index), left out the
 * proxy takes turns. JSON bodies are sent as JSON; anything else as given.
 */
export function throughProxy(base: string) {
  return async (
    method: string,
    url: string,
    options: {
      on?: number;
      cookie?: string;
      json?: unknown;
      body?: BodyInit;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    } = {},
  ): Promise<Response> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.on !== undefined) headers[PIN_HEADER] = String(options.on);
    if (options.cookie) headers.cookie = options.cookie;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${base}${url}`, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      signal: options.signal,
    });
  };
}

/** An event stream being read: its events so far, and whether the server ended it. */
export interface EventStreamReader {
  events: { event: string; data: string }[];
  /**
   * Resolves when the stream ends: 'server' when the server ended it, 'stopped' by stop(),
   * 'broken' when the connection failed (a server that died ends nothing).
   */
  ended: Promise<'server' | 'stopped' | 'broken'>;
  stop(): void;
}

/**
 * Opens an event stream (`GET path` with `request`'s options) and reads it as it flows. It
 * resolves once the first chunk (the `retry:` line) has arrived: the server holds it open then.
 */
export async function openEventStream(
  request: ReturnType<typeof throughProxy>,
  path: string,
  options: { on?: number; cookie: string },
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const res = await request('GET', path, { ...options, signal: controller.signal });
  if (res.status !== 200) throw new Error(`The event stream answered ${res.status}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: EventStreamReader['events'] = [];
  let buffer = '';
  const take = (text: string) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data !== undefined) events.push({ event, data });
    }
  };
  const first = await reader.read();
  if (first.done) throw new Error('The event stream ended at once');
  take(first.value);
  const ended = (async (): Promise<'server' | 'stopped' | 'broken'> => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'server';
        take(value);
      }
    } catch {
      return controller.signal.aborted ? 'stopped' : 'broken';
    }
  })();
  return { events, ended, stop: () => controller.abort() };
}
