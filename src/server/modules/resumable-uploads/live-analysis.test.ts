import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from '../../audio/analysis-pool.js';
import { encodeWav } from '../../audio/wav-encoder.js';
import { analyseAsItArrives } from '../audio-uploads/index.js';
import { liveAnalyses } from './live-analysis.js';

const SAMPLE_RATE = 22_050;
/** Three seconds of a tone as a WAV file, and the chunks of 64 KiB a client sends it in. */
const wav = encodeWav(
  Float32Array.from({ length: SAMPLE_RATE * 3 }, (_, i) => Math.sin(i / 10) / 2),
  SAMPLE_RATE,
);
const CHUNK = 64 * 1024;
const chunks = Array.from({ length: Math.ceil(wav.length / CHUNK) }, (_, i) =>
  wav.subarray(i * CHUNK, (i + 1) * CHUNK),
);

const pool = createAnalysisPool({ size: 1 });
afterAll(() => pool.close());

/** A store's write of `chunk` at `offset` through the tap: every byte read, then `written`. */
async function store(
  live: ReturnType<typeof liveAnalyses>,
  id: string,
  offset: number,
  chunk: Buffer,
  outcome: 'written' | 'failed' = 'written',
): Promise<Buffer> {
  const passed: Buffer[] = [];
  // In pieces, as a request body comes.
  const body = Readable.from([chunk.subarray(0, 1000), chunk.subarray(1000)]);
  for await (const piece of live.tap.tap(id, offset, body)) passed.push(piece as Buffer);
  live.tap.written(id, outcome === 'written' ? offset + chunk.length : null);
  return Buffer.concat(passed);
}

const offsetOf = (index: number) => index * CHUNK;

describe('a resumable upload analysed as its chunks arrive', () => {
  const live = liveAnalyses((head, signal) => analyseAsItArrives(pool, head, signal));
  afterAll(() => live.close());

  it('passes every chunk to the store unchanged and measures the file from them', async () => {
    const stored: Buffer[] = [];
    for (const [index, chunk] of chunks.entries()) {
      stored.push(await store(live, 'whole', offsetOf(index), chunk));
    }
    expect(Buffer.concat(stored).equals(wav)).toBe(true);
    const analysed = await live.take('whole', wav.length);
    expect(analysed?.ext).toBe('wav');
    expect(analysed?.size).toBe(wav.length);
    expect(analysed?.analysis.duration).toBeCloseTo(3, 2);
    // Taken once: the analysis is gone after.
    expect(await live.take('whole', wav.length)).toBeNull();
  });

  it('is not used when it missed bytes: a chunk skipped, a write that failed, or a start it never saw', async () => {
    for (const [index, chunk] of chunks.entries()) {
      if (index !== 1) await store(live, 'gap', offsetOf(index), chunk);
    }
    expect(await live.take('gap', wav.length)).toBeNull();

    for (const [index, chunk] of chunks.entries()) {
      await store(live, 'failed', offsetOf(index), chunk, index === 1 ? 'failed' : 'written');
    }
    expect(await live.take('failed', wav.length)).toBeNull();

    for (const [index, chunk] of chunks.entries()) {
      if (index > 0) await store(live, 'elsewhere', offsetOf(index), chunk);
    }
    expect(await live.take('elsewhere', wav.length)).toBeNull();

    // Every byte but not the announced size (a shorter upload than its creation said).
    for (const [index, chunk] of chunks.entries())
      await store(live, 'short', offsetOf(index), chunk);
    expect(await live.take('short', wav.length + 1)).toBeNull();
  });

  it('starts again when the upload starts again from its first byte', async () => {
    await store(live, 'again', 0, chunks[0]!);
    await store(live, 'again', offsetOf(1), chunks[1]!, 'failed');
    for (const [index, chunk] of chunks.entries())
      await store(live, 'again', offsetOf(index), chunk);
    expect((await live.take('again', wav.length))?.analysis.duration).toBeCloseTo(3, 2);
  });

  it('does not start for a file that is not audio', async () => {
    const text = Buffer.alloc(10_000, 'not audio ');
    await store(live, 'text', 0, text);
    expect(await live.take('text', text.length)).toBeNull();
    expect(pool.hasFreeWorker()).toBe(true);
  });

  it('gives its worker back when the upload pauses, and is then not used', async () => {
    const quick = liveAnalyses((head, signal) => analyseAsItArrives(pool, head, signal), 50);
    await store(quick, 'paused', 0, chunks[0]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const [index, chunk] of chunks.entries()) {
      if (index > 0) await store(quick, 'paused', offsetOf(index), chunk);
    }
    expect(await quick.take('paused', wav.length)).toBeNull();
    // The pool serves the next job at once, on a worker of its own.
    const other = await pool.run(
      { mode: 'decode', ext: 'wav', mimeType: 'audio/wav', size: 0 },
      Readable.from([wav]),
    );
    expect(other.kind).toBe('done');
  });
});
