import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { webStreamOf } from './web-stream.js';

const chunk = (fill: number) => Buffer.alloc(64 * 1024, fill);

describe('webStreamOf', () => {
  it('hands on each chunk as the Buffer it came in, not a copy (Readable.toWeb copies)', async () => {
    const first = chunk(1);
    const second = chunk(2);
    const reader = webStreamOf(Readable.from([first, second], { objectMode: false })).getReader();
    const read: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      read.push(next.value);
    }
    expect(read).toHaveLength(2);
    expect(read[0]!.buffer).toBe(first.buffer);
    expect(read[1]!.buffer).toBe(second.buffer);
  });

  it('pauses its source while a chunk waits to be read', async () => {
    const source = new PassThrough();
    const reader = webStreamOf(source).getReader();
    source.write(chunk(1));
    source.write(chunk(2));
    source.write(chunk(3));
    await new Promise((resolve) => setImmediate(resolve));
    // One chunk queued in the web stream; the rest stay in the source, which is paused.
    expect(source.isPaused()).toBe(true);
    expect(source.readableLength).toBeGreaterThan(0);
    source.end();
    let chunks = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks += 1;
    expect(chunks).toBe(3);
  });

  it('errors when its source errors or closes before its end', async () => {
    const failing = new PassThrough();
    const failed = webStreamOf(failing).getReader().read();
    failing.destroy(new Error('connection reset'));
    await expect(failed).rejects.toThrow('connection reset');

    const cut = new PassThrough();
    const reader = webStreamOf(cut).getReader();
    cut.write(chunk(1));
    expect((await reader.read()).done).toBe(false);
    cut.destroy();
    await expect(reader.read()).rejects.toThrow();
  });

  it('destroys its source when the reader cancels', async () => {
    const source = new PassThrough();
    const reader = webStreamOf(source).getReader();
    source.write(chunk(1));
    await reader.cancel(new Error('not wanted'));
    expect(source.destroyed).toBe(true);
  });
});
