import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturePath, FIXTURES } from '../../../tests/fixtures/audio/fixtures.js';
import { analyseStoredAudio, UnreadableAudioError } from './analyse-stored-audio.js';
import { memoryBreakdown } from '../lib/memory-sources.js';
import { threadEventRecorder } from '../test/thread-events.js';
import {
  AnalysisTimeoutError,
  AnalysisYieldedError,
  createAnalysisPool,
  type AnalysisPool,
  type WorkerEvent,
} from './analysis-pool.js';
import { encodeWav } from './wav-encoder.js';

/**
 * A yielding decode job on `pool` (as a resumable upload's analysis) whose sender has paused
 * after a WAV's first 4 KiB; `rest` is what the sender has not sent yet.
 */
function pausedYieldingJob(pool: AnalysisPool) {
  const wav = encodeWav(new Float32Array(22_050), 22_050);
  const sender = new PassThrough();
  sender.write(wav.subarray(0, 4096));
  const job = pool.run(
    { mode: 'decode', ext: 'wav', mimeType: 'audio/wav', size: 0 },
    sender,
    undefined,
    { yieldsWorker: true },
  );
  return { sender, job, rest: wav.subarray(4096) };
}

const FLAC_BYTES = (await stat(fixturePath('flac'))).size;

const flac = { ext: 'flac', mimeType: 'audio/flac', size: FLAC_BYTES };
const openFlac = () => createReadStream(fixturePath('flac'));
/** A few seconds of 16-bit silence cut into many small chunks: slow enough to interrupt. */
const longWav = () => {
  const wav = encodeWav(new Float32Array(22_050 * 60), 22_050);
  return Readable.from(
    (function* () {
      for (let at = 0; at < wav.length; at += 512) yield wav.subarray(at, at + 512);
    })(),
  );
};

describe('analysis pool (worker threads)', () => {
  const pool = createAnalysisPool({ size: 1 });
  afterAll(() => pool.close());

  it('decodes a file in a worker', async () => {
    const outcome = await pool.run({ mode: 'decode', ...flac }, openFlac());
    expect(outcome.kind).toBe('done');
    if (outcome.kind === 'done') expect(outcome.result.duration).toBeCloseTo(2.5, 2);
  });

  it('measures loudness, tempo and key in a worker, and says when it cannot decode', async () => {
    const outcome = await pool.run({ mode: 'sound', ...flac }, openFlac());
    expect(outcome.kind).toBe('sound');
    if (outcome.kind === 'sound') expect(outcome.figures.integratedLufs).toBeLessThan(0);
    const junk = Buffer.from('fLaC this is no flac at all');
    const refused = await pool.run(
      { mode: 'sound', ...flac, size: junk.length },
      Readable.from([junk]),
    );
    expect(refused.kind).toBe('unreadable');
  });

  it('queues jobs beyond its size and runs them all', async () => {
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => pool.run({ mode: 'measure', ...flac }, openFlac())),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(['done', 'done', 'done']);
  });

  it('falls back to the headers, then refuses what neither can read', async () => {
    const junk = Buffer.from('fLaC this is no flac at all');
    await expect(
      analyseStoredAudio(pool, () => Readable.from([junk]), { ...flac, size: junk.length }),
    ).rejects.toThrow(UnreadableAudioError);
  });

  it('stops a job that runs past its time limit and keeps serving', async () => {
    const quick = createAnalysisPool({ size: 1, timeoutMs: 1 });
    await expect(
      quick.run({ mode: 'decode', ext: 'wav', mimeType: 'audio/wav', size: 0 }, longWav()),
    ).rejects.toThrow(AnalysisTimeoutError);
    await quick.close();
    expect((await pool.run({ mode: 'measure', ...flac }, openFlac())).kind).toBe('done');
  });

  it('gives a yielding job’s worker to a job that would wait, and that job is not slowed', async () => {
    const single = createAnalysisPool({ size: 1 });
    try {
      // A resumable upload's analysis: it holds the only worker while its sender pauses.
      const paused = pausedYieldingJob(single);
      const yielded = expect(paused.job).rejects.toThrow(AnalysisYieldedError);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(single.hasFreeWorker()).toBe(true);
      // Without yielding, this job would wait for the paused one for ever.
      const other = await single.run({ mode: 'decode', ...flac }, openFlac());
      expect(other.kind).toBe('done');
      await yielded;
      expect(paused.sender.destroyed).toBe(true);

      // A second yielding job does not stop the first: it would only restart a worker.
      const holding = pausedYieldingJob(single);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(single.hasFreeWorker()).toBe(true);
      expect(single.hasFreeWorker(true)).toBe(false);
      holding.sender.end(holding.rest);
      expect((await holding.job).kind).toBe('done');
    } finally {
      await single.close();
    }
  });

  it('stops when the upload is abandoned', async () => {
    const controller = new AbortController();
    const job = pool.run(
      { mode: 'decode', ext: 'wav', mimeType: 'audio/wav', size: 0 },
      longWav(),
      controller.signal,
    );
    controller.abort(new Error('client gone'));
    await expect(job).rejects.toThrow('client gone');
    expect((await pool.run({ mode: 'decode', ...flac }, openFlac())).kind).toBe('done');
  });

  it('survives an abandoned upload whose bytes stall (no unhandled rejection: it crashed the server)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const controller = new AbortController();
      const source = new PassThrough();
      const job = pool.run(
        { mode: 'decode', ext: 'wav', mimeType: 'audio/wav', size: 0 },
        source,
        controller.signal,
      );
      source.write(encodeWav(new Float32Array(22_050), 22_050).subarray(0, 4096));
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The client goes while no more bytes come: the job settles before run() returns it.
      controller.abort(new Error('client gone'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      source.end();
      await expect(job).rejects.toThrow('client gone');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('runs the same way under `node --import tsx`, as npm start does', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-worker-'));
    const script = path.join(dir, 'analyse.mjs');
    const poolUrl = new URL('./analysis-pool.ts', import.meta.url).href;
    await writeFile(
      script,
      `import { createReadStream } from 'node:fs';
      import { createAnalysisPool } from ${JSON.stringify(poolUrl)};
      const pool = createAnalysisPool({ size: 1 });
      const outcome = await pool.run(
        { mode: 'decode', ext: 'flac', mimeType: 'audio/flac', size: ${FLAC_BYTES} },
        createReadStream(${JSON.stringify(fixturePath('flac'))}),
      );
      console.log(JSON.stringify({ kind: outcome.kind, duration: outcome.result?.duration }));
      await pool.close();`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      timeout: 30_000,
    }).finally(() => rm(dir, { recursive: true, force: true }));
    expect(JSON.parse(stdout.trim())).toEqual({ kind: 'done', duration: FIXTURES.flac.seconds });
  });
});

describe('analysis pool workers’ lifetime', { timeout: 60_000 }, () => {
  /** A pool whose worker ends after 100 ms without a job, with its events recorded. */
  function quickPool() {
    const events = threadEventRecorder<WorkerEvent>();
    const pool = createAnalysisPool({ size: 1, idleMs: 100, onWorkerEvent: events.record });
    return { pool, events };
  }
  const measure = (pool: AnalysisPool) => pool.run({ mode: 'measure', ...flac }, openFlac());

  it('ends an idle worker after its quiet time and starts one for the next job', async () => {
    const { pool, events } = quickPool();
    try {
      const ended = events.next('ended');
      expect((await measure(pool)).kind).toBe('done');
      await ended;
      expect(events.seen).toEqual([
        'started analysis thread 1',
        'ending analysis thread 1',
        'ended analysis thread 1',
      ]);
      expect((await measure(pool)).kind).toBe('done');
      expect(events.seen.at(-1)).toBe('started analysis thread 1');
    } finally {
      await pool.close();
    }
  });

  it('runs a job that arrives while its idle worker is ending, on a new worker', async () => {
    const { pool, events } = quickPool();
    try {
      await measure(pool);
      // Asked the moment the idle worker is told to end, before it has exited.
      const raced = events.askAt('ending', () => measure(pool));
      await events.next('ended');
      expect((await raced).kind).toBe('done');
      expect(events.seen.slice(0, 3)).toEqual([
        'started analysis thread 1',
        'ending analysis thread 1',
        'started analysis thread 2',
      ]);
    } finally {
      await pool.close();
    }
  });

  it('reports each live worker’s heap in the memory breakdown until it ends', async () => {
    const pool = createAnalysisPool({ size: 1, idleMs: 0, name: 'test analysis thread' });
    const parts = async () =>
      (await memoryBreakdown()).filter((figure) => figure.part.startsWith('test analysis'));
    expect(await parts()).toEqual([]);
    await measure(pool);
    const [figure] = await parts();
    expect(figure?.part).toBe('test analysis thread 1');
    expect(figure!.bytes).toBeGreaterThan(100_000);
    await pool.close();
    expect(await parts()).toEqual([]);
  });
});
