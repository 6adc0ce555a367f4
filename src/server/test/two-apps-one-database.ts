import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { localStorage } from '../storage/local-storage.js';
import { openTestDatabase } from './test-database.js';

export interface TwoAppsOnOneDatabase {
  /** Where the actions happen (a sign-out, an invitation, a change to a project). */
  writer: FastifyInstance;
  /** Where the streams are held open. */
  reader: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two apps on one fresh database, as two servers behind a load balancer. On PostgreSQL
 * (TEST_DATABASE=postgres) the reader has a connection of its own, so a signal between them
 * crosses processes' pools by LISTEN/NOTIFY; on PGlite both share the one embedded connection.
 * Neither listens yet. Always `close()` them.
 */
export async function twoAppsOnOneDatabase(): Promise<TwoAppsOnOneDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-two-apps-'));
  const database = await openTestDatabase();
  const secondConnection = database.url
    ? await openDatabase({ kind: 'postgres', url: database.url })
    : database;
  const appOn = async (handle: DatabaseHandle) => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, seedDemo: false };
    const app = await buildApp({
      config,
      db: handle.db,
      listen: handle.listen,
      jobSql: handle.jobSql,
      storage: localStorage(path.join(dataDir, 'uploads')),
      clientDir: path.join(dataDir, 'no-client'),
    });
    await app.ready();
    return app;
  };
  const writer = await appOn(database);
  const reader = await appOn(secondConnection);
  return {
    writer,
    reader,
    async close() {
      await reader.close();
      await writer.close();
      if (secondConnection !== database) await secondConnection.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
