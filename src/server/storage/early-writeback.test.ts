import type { FileHandle } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { EarlyWriteback } from './early-writeback.js';

/** A file handle that only counts its flushes, each taking `ms`, and how many overlap. */
function countingHandle(ms: number) {
  const counts = { flushes: 0, running: 0, mostAtOnce: 0 };
  const handle = {
    async datasync() {
      counts.flushes += 1;
      counts.running += 1;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      counts.running -= 1;
    },
  };
  return { handle: handle as unknown as FileHandle, counts };
}

/** `megabytes` MiB in 64 KiB pieces, each piece a little apart as a network would bring them. */
async function* pieces(megabytes: number) {
  for (let at = 0; at < megabytes * 16; at += 1) {
    yield Buffer.alloc(64 * 1024, at % 256);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('early write-back', () => {
  it('passes every byte on unchanged and flushes in the background, one flush at a time', async () => {
    const { handle, counts } = countingHandle(5);
    const writeback = new EarlyWriteback(handle);
    const received: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received.push(chunk);
        done();
      },
    });
    await pipeline(Readable.from(pieces(9)), writeback, sink);
    await writeback.settled();
    const bytes = Buffer.concat(received);
    expect(bytes.length).toBe(9 * 1024 * 1024);
    expect(bytes[64 * 1024 * 17]).toBe(17);
    // 9 MiB at one flush per 2 MiB: up to four, fewer when one was still running.
    expect(counts.flushes).toBeGreaterThanOrEqual(2);
    expect(counts.flushes).toBeLessThanOrEqual(4);
    expect(counts.mostAtOnce).toBe(1);
    expect(counts.running).toBe(0);
  });

  it('flushes nothing for a small file (its closing fsync does it all)', async () => {
    const { handle, counts } = countingHandle(1);
    const writeback = new EarlyWriteback(handle);
    await pipeline(
      Readable.from(pieces(1)),
      writeback,
      new Writable({ write: (_c, _e, d) => d() }),
    );
    await writeback.settled();
    expect(counts.flushes).toBe(0);
  });
});
