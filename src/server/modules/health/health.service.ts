import type { Database } from '../../db/client.js';
import { pingDatabase } from '../../db/ping.js';
import { runAs } from '../../db/work-owner.js';
import type { Storage } from '../../storage/storage.js';

/** How long a storage write probe is trusted before the next one runs (in the background). */
export const STORAGE_PROBE_TTL_MS = 10_000;

export interface Readiness {
  status: 'ok' | 'degraded';
  database: 'online' | 'offline';
  storage: 'online' | 'offline';
}

/**
 * What the health routes answer, kept cheap under any load: the database check is one
 * `select 1` that takes its own turn in the query scheduler (it never waits behind a busy
 * user's queue), and the storage check (a file written and removed) runs at most every
 * STORAGE_PROBE_TTL_MS, answered from the last result meanwhile.
 */
export function healthService(deps: { db: Database; storage: Storage; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let storage: { ok: boolean; at: number } | null = null;
  let probing: Promise<boolean> | null = null;

  function probeStorage(): Promise<boolean> {
    probing ??= deps.storage
      .isWritable()
      .then((ok) => {
        storage = { ok, at: now() };
        return ok;
      })
      .finally(() => {
        probing = null;
      });
    return probing;
  }

  async function storageOnline(): Promise<boolean> {
    if (!storage) return probeStorage();
    if (now() - storage.at >= STORAGE_PROBE_TTL_MS) void probeStorage();
    return storage.ok;
  }

  const databaseOnline = () =>
    runAs({ key: 'health', arrivedAt: performance.now() }, () =>
      pingDatabase(deps.db).then(
        () => true,
        () => false,
      ),
    );

  return {
    /** Database and storage: 'ok' only when both answer. */
    async readiness(): Promise<Readiness> {
      const [database, files] = await Promise.all([databaseOnline(), storageOnline()]);
      return {
        status: database && files ? 'ok' : 'degraded',
        database: database ? 'online' : 'offline',
        storage: files ? 'online' : 'offline',
      };
    },
  };
}
