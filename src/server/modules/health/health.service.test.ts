import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { healthService, STORAGE_PROBE_TTL_MS } from './health.service.js';

/** A storage whose writability the test sets, counting the probes it is asked for. */
function probeCountingStorage() {
  const state = { writable: true, probes: 0 };
  const storage = {
    isWritable: async () => {
      state.probes++;
      return state.writable;
    },
  } as unknown as Storage;
  return { state, storage };
}

const onlineDb = { execute: async () => [] } as unknown as Database;

describe('health service', () => {
  it('probes storage once per interval, not once per request', async () => {
    let clock = 0;
    const { state, storage } = probeCountingStorage();
    const health = healthService({ db: onlineDb, storage, now: () => clock });
    for (let i = 0; i < 20; i++) await health.readiness();
    expect(state.probes).toBe(1);
    clock += STORAGE_PROBE_TTL_MS;
    await health.readiness();
    expect(state.probes).toBe(2);
  });

  it('reports storage offline once a later probe finds it unwritable', async () => {
    let clock = 0;
    const { state, storage } = probeCountingStorage();
    const health = healthService({ db: onlineDb, storage, now: () => clock });
    expect((await health.readiness()).storage).toBe('online');
    state.writable = false;
    clock += STORAGE_PROBE_TTL_MS;
    await health.readiness(); // starts the probe, answers the last result
    await new Promise((resolve) => setImmediate(resolve));
    expect(await health.readiness()).toMatchObject({ status: 'degraded', storage: 'offline' });
  });

  it('reports the database offline when it does not answer', async () => {
    const { storage } = probeCountingStorage();
    const offlineDb = {
      execute: async () => {
        throw new Error('connection refused');
      },
    } as unknown as Database;
    const health = healthService({ db: offlineDb, storage });
    expect(await health.readiness()).toEqual({
      status: 'degraded',
      database: 'offline',
      storage: 'online',
    });
  });
});
