import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMemorySchema } from '../../../shared/schemas/admin-memory.js';
import { createPglite, pgliteMemory } from '../../db/pglite.js';
import { registerMemorySource } from '../../lib/memory-sources.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

// Issue "Runs light": the administrator sees where the server's memory goes.
describe('GET /api/admin/memory', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    artist = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/memory', headers: cookie ? { cookie } : {} });

  it("gives an administrator the process's figures and each registered part", async () => {
    const unregister = registerMemorySource(() => [
      { part: 'test dictionary', bytes: 1234, detail: 'en' },
    ]);
    try {
      const res = await get(admin.cookie);
      expect(res.statusCode).toBe(200);
      const memory = adminMemorySchema.parse(res.json());
      expect(memory.process.rssBytes).toBeGreaterThan(0);
      expect(memory.process.heapUsedBytes).toBeGreaterThan(0);
      expect(memory.process.heapUsedBytes).toBeLessThanOrEqual(memory.process.heapTotalBytes);
      if (process.platform === 'linux') expect(memory.process.pssBytes).toBeGreaterThan(0);
      expect(memory.parts).toContainEqual({ part: 'test dictionary', bytes: 1234, detail: 'en' });
    } finally {
      unregister();
    }
    const after = adminMemorySchema.parse((await get(admin.cookie)).json());
    expect(after.parts.map((part) => part.part)).not.toContain('test dictionary');
  });

  it("reads the embedded database's WebAssembly memory while it is open", async () => {
    const pglite = createPglite();
    await pglite.waitReady;
    try {
      const [figure] = pgliteMemory(pglite);
      expect(figure?.part).toBe('embedded database');
      expect(figure?.bytes).toBeGreaterThan(16 * 1024 * 1024);
    } finally {
      await pglite.close();
    }
  });

  it('refuses everyone else as the other admin routes do', async () => {
    const refused = await get(artist.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Administrators only');
    expect(refused.body).not.toContain('Bytes');
    expect((await get()).statusCode).toBe(401);
  });
});
