import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerQuietCollection } from './quiet-collection.js';

describe('one collection once the server is quiet', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map(async (app) => app.close()));
  });

  async function appWith(collect: () => void, quietMs: number) {
    const app = Fastify();
    registerQuietCollection(app, { quietMs, collect });
    app.get('/ping', async () => 'pong');
    apps.push(app);
    await app.ready();
    return app;
  }

  it('collects once after answers stop, not while they keep coming, not before any', async () => {
    const collect = vi.fn();
    const app = await appWith(collect, 400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(collect).not.toHaveBeenCalled(); // nothing answered yet: nothing to give back
    for (let i = 0; i < 4; i += 1) {
      await app.inject({ url: '/ping' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(collect).not.toHaveBeenCalled(); // still busy
    await vi.waitFor(() => expect(collect).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(collect).toHaveBeenCalledWith({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(collect).toHaveBeenCalledTimes(1); // once per quiet spell
  });

  it('does nothing when turned off', async () => {
    const collect = vi.fn();
    const app = await appWith(collect, 0);
    await app.inject({ url: '/ping' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(collect).not.toHaveBeenCalled();
  });
});
