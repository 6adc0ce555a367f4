import os from 'node:os';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { registerThreadMemory } from '../lib/thread-memory.js';
import type { AnalysisJob, FromWorker, ToWorker } from './analysis-protocol.js';
import type { AudioAnalysis } from './audio-analysis.js';
import type { SoundFigures } from './sound-measures.js';
import { workerUrl } from '../lib/worker-url.js';
import { BufferPacker, MAX_BUFFERS_IN_FLIGHT } from './buffer-packer.js';

const WORKER_URL = workerUrl('analysis-worker', import.meta.url);
/** Decoding needs little heap; a small young generation keeps the worker's memory low. */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

export type JobOutcome =
  | { kind: 'done'; result: AudioAnalysis }
  | { kind: 'sound'; figures: SoundFigures }
  | { kind: 'unreadable'; reason: string };

/** The analysis ran past its time limit (a pathological file); the worker was stopped. */
export class AnalysisTimeoutError extends Error {}

/** A job run with `yieldsWorker` gave its worker to a job that would otherwise have waited. */
export class AnalysisYieldedError extends Error {}

export interface AnalysisPoolOptions {
  /** Workers at most (default: CPU count − 1, at least 1). */
  size?: number;
  /** Per job; the worker is terminated when it runs out (default 10 minutes). */
  timeoutMs?: number;
  /** Quiet time after which an idle worker ends (default 30 s); 0 keeps it until close. */
  idleMs?: number;
  /** Its workers' name in the memory breakdown, numbered: "analysis thread 1" (the default). */
  name?: string;
  /** Told when a worker starts, is told to end (idle) and has ended (logs; tests wait on it). */
  onWorkerEvent?: (event: WorkerEvent, part: string) => void;
}

/** A worker's life: started, told to end after its quiet time, ended. */
export type WorkerEvent = 'started' | 'ending' | 'ended';

/**
 * A few worker threads that decode audio off the event loop. A job streams its bytes to a
 * worker in a handful of reusable buffers (transferred, not copied, and handed back once read),
 * so neither thread holds more than a few hundred kilobytes of the file; extra jobs wait for a
 * free worker. Workers start when a job needs one and end after `idleMs` without a job (each
 * holds a V8 heap of its own, several megabytes); the last one used is reused first, so the
 * others go quiet and end. Idle workers do not keep the process alive; close() ends them.
 */
export function createAnalysisPool(options: AnalysisPoolOptions = {}) {
  const size = options.size ?? Math.max(1, os.availableParallelism() - 1);
  const timeoutMs = options.timeoutMs ?? 10 * 60 * 1000;
  const idleMs = options.idleMs ?? 30_000;
  const name = options.name ?? 'analysis thread';
  const idle: Worker[] = [];
  const waiting: Array<(worker: Worker) => void> = [];
  /** Workers that take jobs (counted against `size`); one being ended is no longer here. */
  const all = new Set<Worker>();
  /** Each live worker's part name; its number is free again once it has exited. */
  const parts = new Map<Worker, string>();
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  /** Jobs run with `yieldsWorker`, each able to stop and give its worker up. */
  const yielding = new Map<Worker, () => void>();
  let nextJobId = 1;
  let closed = false;

  function partName(): string {
    const taken = new Set(parts.values());
    let number = 1;
    while (taken.has(`${name} ${number}`)) number += 1;
    return `${name} ${number}`;
  }

  function spawn(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: WORKER_LIMITS });
    const part = partName();
    all.add(worker);
    parts.set(worker, part);
    registerThreadMemory(worker, part);
    worker.once('exit', () => {
      all.delete(worker);
      parts.delete(worker);
      stopIdleTimer(worker);
      // A worker that died while idle must not be handed the next job.
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      options.onWorkerEvent?.('ended', part);
    });
    options.onWorkerEvent?.('started', part);
    return worker;
  }

  function stopIdleTimer(worker: Worker): void {
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
  }

  /**
   * Ends a worker that stayed idle. It leaves `idle` and `all` at once, so a job that arrives
   * while it is still exiting gets another worker (a new one if need be), never this one.
   */
  function endIdle(worker: Worker): void {
    stopIdleTimer(worker);
    const at = idle.indexOf(worker);
    if (at < 0) return;
    idle.splice(at, 1);
    all.delete(worker);
    options.onWorkerEvent?.('ending', parts.get(worker) ?? name);
    void worker.terminate();
  }

  /** A worker for a job; one that would wait takes a yielding job's unless it yields too. */
  async function acquire(yieldsWorker: boolean): Promise<Worker> {
    if (closed) throw new Error('The analysis pool is closed');
    const worker = idle.pop() ?? (all.size < size ? spawn() : null);
    if (worker) {
      stopIdleTimer(worker);
      worker.ref();
      return worker;
    }
    return new Promise((resolve) => {
      waiting.push(resolve);
      // Queued first: the worker the yielding job releases goes to this waiter. Yielding jobs
      // never stop one another: that would only trade one worker restart for another.
      if (!yieldsWorker) yielding.values().next().value?.();
    });
  }

  function release(worker: Worker, healthy: boolean): void {
    if (!healthy) {
      void worker.terminate();
      all.delete(worker);
      const next = waiting.shift();
      if (next) next(spawn());
      return;
    }
    const next = waiting.shift();
    if (next) return next(worker);
    worker.unref();
    idle.push(worker);
    if (idleMs > 0) idleTimers.set(worker, setTimeout(() => endIdle(worker), idleMs).unref());
  }

  /**
   * Streams `source` through one worker; resolves with what it found. With `yieldsWorker` the
   * job holds its worker only while no other job waits for one: a job that would wait stops it
   * (AnalysisYieldedError) and takes a fresh worker in its place. An analysis fed by an upload
   * whose sender may pause between chunks runs so, and never keeps another upload waiting.
   */
  async function run(
    job: Omit<AnalysisJob, 'id'>,
    source: Readable,
    signal?: AbortSignal,
    options: { yieldsWorker?: boolean } = {},
  ): Promise<JobOutcome> {
    signal?.throwIfAborted();
    const worker = await acquire(options.yieldsWorker ?? false);
    const id = nextJobId++;
    const packer = new BufferPacker();
    let inFlight = 0;
    let settled = false;
    let wake: (() => void) | null = null;
    let settle: (error: Error | null, value?: JobOutcome) => void = () => {};
    const outcome = new Promise<JobOutcome>((resolve, reject) => {
      settle = (error, value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        yielding.delete(worker);
        worker.off('message', onMessage).off('error', settle).off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
        wake?.();
        release(worker, error === null);
        if (error) reject(error);
        else resolve(value!);
      };
    });
    // The caller gets `outcome` only once `source` is read; settled before that (the client
    // went away while its bytes stalled), an unwatched rejection would end the process.
    outcome.catch(() => {});
    const onMessage = (message: FromWorker) => {
      if (message.id !== id) return;
      if (message.kind === 'ack') {
        inFlight -= 1;
        if (message.recycled) packer.recycle(message.recycled.buffer as ArrayBuffer);
        wake?.();
      } else if (message.kind === 'done') {
        settle(null, { kind: 'done', result: message.result });
      } else if (message.kind === 'sound') {
        settle(null, { kind: 'sound', figures: message.figures });
      } else {
        settle(null, { kind: 'unreadable', reason: message.reason });
      }
    };
    const onExit = (code: number) => settle(new Error(`Analysis worker exited (${code})`));
    const onAbort = () =>
      settle(signal?.reason instanceof Error ? signal.reason : new Error('Analysis aborted'));
    const timer = setTimeout(
      () => settle(new AnalysisTimeoutError('Audio analysis timed out')),
      timeoutMs,
    );
    worker.on('message', onMessage).on('error', settle).on('exit', onExit);
    // Stopped mid-job, the worker is ended and the waiting job gets a new one (release); the
    // source is let go at once, so its feeder stops waiting on it.
    if (options.yieldsWorker) {
      yielding.set(worker, () => {
        settle(new AnalysisYieldedError('Analysis gave way to another'));
        source.destroy();
      });
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort(); // aborted while waiting for a worker

    const send = async (bytes: Uint8Array) => {
      while (inFlight >= MAX_BUFFERS_IN_FLIGHT && !settled) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      if (settled) return;
      const message: ToWorker = { kind: 'chunk', id, bytes };
      worker.postMessage(message, [bytes.buffer as ArrayBuffer]);
      inFlight += 1;
    };
    worker.postMessage({ kind: 'start', job: { ...job, id } } satisfies ToWorker);
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        for (const full of packer.add(chunk)) await send(full);
        if (settled) break;
      }
      const rest = packer.flush();
      if (rest) await send(rest);
      if (!settled) worker.postMessage({ kind: 'end', id } satisfies ToWorker);
    } catch (error) {
      settle(error instanceof Error ? error : new Error(String(error)));
    } finally {
      source.destroy();
    }
    return outcome;
  }

  return {
    run,
    /**
     * True when a job would start at once rather than wait: in a yielding job's place, unless
     * it yields too (`forYieldingJob`).
     */
    hasFreeWorker: (forYieldingJob = false) =>
      !closed && (idle.length > 0 || all.size < size || (!forYieldingJob && yielding.size > 0)),
    /** Ends every worker; jobs still running fail. */
    async close(): Promise<void> {
      closed = true;
      for (const worker of idleTimers.keys()) stopIdleTimer(worker);
      await Promise.all([...parts.keys()].map((worker) => worker.terminate()));
      all.clear();
      idle.length = 0;
    },
  };
}
export type AnalysisPool = ReturnType<typeof createAnalysisPool>;
