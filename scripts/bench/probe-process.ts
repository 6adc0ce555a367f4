// The bystanders run in a process of their own. In the bench process they shared one event loop
// with the load generator, which reads fifty connections' answers (about 30 MB/s of song pages):
// a probe's answer could sit unread behind that work, and its latency then measured the bench,
// not the server. Here a probe's clock runs on a loop that does nothing else.
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/**
 * A request sent on one connection of its own for the whole window of a load: how a bystander
 * (another person, a load balancer's health check) is served while the load runs.
 */
export interface ProbeSpec {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /**
   * Requests per second: a bystander asks now and then (a load balancer every few seconds, a
   * person a click at a time), it does not add a load of its own to the one it measures.
   */
  perSecond: number;
}

/** The bystanders of a load and the process that runs them. */
export interface Bystanders {
  process: ProbeProcess;
  probes: ProbeSpec[];
}

export interface ProbeResult {
  name: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
}

const SELF = fileURLToPath(import.meta.url);

type ToProbes =
  { type: 'run'; base: string; probes: ProbeSpec[]; seconds: number } | { type: 'stop' };
type FromProbes = { type: 'ready' } | { type: 'started' } | { type: 'done'; probes: ProbeResult[] };

export interface ProbeProcess {
  /**
   * Runs `probes` against `base` for `seconds`. Resolves `started` once the child has begun
   * (so the load can start beside it) and `done` with every probe's answers.
   */
  run(
    base: string,
    probes: ProbeSpec[],
    seconds: number,
  ): { started: Promise<void>; done: Promise<ProbeResult[]> };
  stop(): Promise<void>;
}

/** Forks the probe process and waits until it can take a run. */
export async function startProbeProcess(): Promise<ProbeProcess> {
  const child: ChildProcess = fork(SELF, ['--child'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message: FromProbes) =>
      message.type === 'ready' ? resolve() : reject(new Error(message.type)),
    );
    child.once('exit', (code) => reject(new Error(`The probe process exited with ${code}`)));
  });
  return {
    run(base, probes, seconds) {
      let started!: () => void;
      const startedPromise = new Promise<void>((resolve) => (started = resolve));
      const done = new Promise<ProbeResult[]>((resolve) => {
        const onMessage = (message: FromProbes) => {
          if (message.type === 'started') started();
          if (message.type !== 'done') return;
          child.off('message', onMessage);
          resolve(message.probes);
        };
        child.on('message', onMessage);
      });
      child.send({ type: 'run', base, probes, seconds } satisfies ToProbes);
      return { started: startedPromise, done };
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send({ type: 'stop' } satisfies ToProbes);
      await exited;
    },
  };
}

async function probe(base: string, spec: ProbeSpec, seconds: number): Promise<ProbeResult> {
  const result = await autocannon({
    url: `${base}${spec.path}`,
    connections: 1,
    overallRate: spec.perSecond,
    duration: seconds,
    headers: spec.headers,
    timeout: 30,
  });
  return {
    name: spec.name,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.non2xx,
  };
}

function serveAsChild(): void {
  const send = (message: FromProbes) => process.send!(message);
  process.on('message', (message: ToProbes) => {
    if (message.type === 'stop') {
      process.disconnect();
      return;
    }
    const running = Promise.all(
      message.probes.map((spec) => probe(message.base, spec, message.seconds)),
    );
    send({ type: 'started' });
    void running.then((probes) => send({ type: 'done', probes }));
  });
  send({ type: 'ready' });
}

if (process.argv.includes('--child') && process.send) serveAsChild();
