import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { localStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database and a temporary data folder (its files on disk there, unless
 * `options.storage` names another store). Always `close()` it.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'shutdownGraceMs' | 'bodyTimeouts' | 'clientDir'> & {
    storage?: Storage;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-app-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    seedDemo: false,
    audioAnalysisBackfill: false,
    ...overrides,
  };
  const database = await openTestDatabase();
  const { storage = localStorage(path.join(dataDir, 'uploads')), ...appOptions } = options;
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    sessionLocks: database.sessionLocks,
    jobSql: database.jobSql,
    storage,
    clientDir: path.join(dataDir, 'no-client'),
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A real app whose SMTP server never answers (nothing listens on port 9): every e-mail fails,
 * is tried once more a second later, and is then given up, as the job queue does with a mail
 * server that stays down.
 */
export function buildTestAppWithMailDown(): Promise<TestApp> {
  return buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9', mailRetries: 1, mailRetryDelaySeconds: 1 });
}
