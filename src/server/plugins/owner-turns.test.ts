import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { runAs } from '../db/work-owner.js';
import { REQUESTS_PER_OWNER, registerOwnerTurns } from './owner-turns.js';

/** An app whose requests belong to the owner named in `x-owner` and wait for `open()`. */
async function gatedApp() {
  const app = Fastify();
  app.addHook('onRequest', (request, _reply, done) => {
    runAs({ key: String(request.headers['x-owner']), arrivedAt: performance.now() }, done);
  });
  registerOwnerTurns(app);
  const entered: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  app.get('/work', async (request) => {
    entered.push(String(request.headers['x-owner']));
    await gate;
    return { ok: true };
  });
  app.get('/stream', { config: { withoutOwnerTurn: true } }, async (request) => {
    entered.push(`${String(request.headers['x-owner'])} stream`);
    await gate;
    return { ok: true };
  });
  await app.ready();
  return { app, entered, open };
}

describe('owner turns', () => {
  it("holds one owner's requests beyond its turns, not another owner's", async () => {
    const { app, entered, open } = await gatedApp();
    const heavy = Array.from({ length: REQUESTS_PER_OWNER + 3 }, () =>
      app.inject({ url: '/work', headers: { 'x-owner': 'heavy' } }),
    );
    await vi.waitFor(() => expect(entered).toHaveLength(REQUESTS_PER_OWNER));

    const other = app.inject({ url: '/work', headers: { 'x-owner': 'other' } });
    const stream = app.inject({ url: '/stream', headers: { 'x-owner': 'heavy' } });
    await vi.waitFor(() => expect(entered).toContain('other'));
    await vi.waitFor(() => expect(entered).toContain('heavy stream'));
    expect(entered.filter((owner) => owner === 'heavy')).toHaveLength(REQUESTS_PER_OWNER);

    open();
    const answers = await Promise.all([...heavy, other, stream]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(entered.filter((owner) => owner === 'heavy')).toHaveLength(REQUESTS_PER_OWNER + 3);
    await app.close();
  });
});
