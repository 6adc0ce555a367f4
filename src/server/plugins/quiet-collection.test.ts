import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerQuietCollection } from './quiet-collection.js';

const MB = 1024 * 1024;
const pause = async (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one collection once the server is quiet and its heap grew', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map(async (app) => app.close()));
  });

  /** An app whose heap is `heap.bytes`; a collection brings it down to `heap.live`. */
  async function appWith(quietMs: number) {
    const heap = { bytes: 40 * MB, live: 30 * MB };
    const collect = vi.fn(() => {
      heap.bytes = heap.live;
    });
    const app = Fastify();
    registerQuietCollection(app, { quietMs, collect, heapBytes: () => heap.bytes });
    app.get('/ping', async () => {
      heap.bytes += 5 * MB; // what answering allocates
      return 'pong';
    });
    apps.push(app);
    await app.ready();
    return { app, collect, heap };
  }

  it('collects what start-up left, then not again until the heap grows', async () => {
    const { collect } = await appWith(200);
    await vi.waitFor(() => expect(collect).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(collect).toHaveBeenCalledWith({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    });
    await pause(500);
    expect(collect).toHaveBeenCalledTimes(1); // nothing grew: nothing to give back
  });

  it('waits while requests keep coming, collects once after', async () => {
    const { app, collect } = await appWith(300);
    await vi.waitFor(() => expect(collect).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    for (let i = 0; i < 6; i += 1) {
      await app.inject({ url: '/ping' });
      await pause(100);
    }
    expect(collect).toHaveBeenCalledTimes(1); // still busy
    await vi.waitFor(() => expect(collect).toHaveBeenCalledTimes(2), { timeout: 3_000 });
    await pause(600);
    expect(collect).toHaveBeenCalledTimes(2); // once per quiet spell
  });

  it('collects after work that answered no request grew the heap', async () => {
    const { collect, heap } = await appWith(150);
    await vi.waitFor(() => expect(collect).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    heap.bytes += 20 * MB; // a backfill, a thread's replies
    await vi.waitFor(() => expect(collect).toHaveBeenCalledTimes(2), { timeout: 3_000 });
    heap.bytes += MB / 2; // less than is worth a collection
    await pause(500);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('does nothing when turned off', async () => {
    const collect = vi.fn();
    const app = Fastify();
    registerQuietCollection(app, { quietMs: 0, collect });
    app.get('/ping', async () => 'pong');
    apps.push(app);
    await app.ready();
    await app.inject({ url: '/ping' });
    await pause(200);
    expect(collect).not.toHaveBeenCalled();
  });
});
