import os from 'node:os';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
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

export interface AnalysisPoolOptions {
  /** Workers at most (default: CPU count − 1, at least 1). */
  size?: number;
  /** Per job; the worker is terminated when it runs out (default 10 minutes). */
  timeoutMs?: number;
}

/**
 * A few long-lived worker threads that decode audio off the event loop. A job streams its
 * bytes to a worker in a handful of reusable buffers (transferred, not copied, and handed back
 * once read), so neither thread holds more than a few hundred kilobytes of the file; extra
 * jobs wait for a free worker. Idle workers do not keep the process alive; close() ends them.
 */
export function createAnalysisPool(options: AnalysisPoolOptions = {}) {
  const size = options.size ?? Math.max(1, os.availableParallelism() - 1);
  const timeoutMs = options.timeoutMs ?? 10 * 60 * 1000;
  const idle: Worker[] = [];
  const waiting: Array<(worker: Worker) => void> = [];
  const all = new Set<Worker>();
  let nextJobId = 1;
  let closed = false;

  function spawn(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: WORKER_LIMITS });
    all.add(worker);
    worker.once('exit', () => all.delete(worker));
    return worker;
  }

  async function acquire(): Promise<Worker> {
    if (closed) throw new Error('The analysis pool is closed');
    const worker = idle.pop() ?? (all.size < size ? spawn() : null);
    if (worker) {
      worker.ref();
      return worker;
    }
    return new Promise((resolve) => waiting.push(resolve));
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
  }

  /** Streams `source` through one worker; resolves with what it found. */
  async function run(
    job: Omit<AnalysisJob, 'id'>,
    source: Readable,
    signal?: AbortSignal,
  ): Promise<JobOutcome> {
    signal?.throwIfAborted();
    const worker = await acquire();
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
    /** True when a job would start at once rather than wait for a worker. */
    hasFreeWorker: () => !closed && (idle.length > 0 || all.size < size),
    /** Ends every worker; jobs still running fail. */
    async close(): Promise<void> {
      closed = true;
      await Promise.all([...all].map((worker) => worker.terminate()));
      all.clear();
      idle.length = 0;
    },
  };
}
export type AnalysisPool = ReturnType<typeof createAnalysisPool>;
