import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { loggerOptions } from '../logger.js';
import { localStorage } from '../storage/local-storage.js';
import type { TestApp } from './build-test-app.js';
import { openTestDatabase } from './test-database.js';

export interface CustomTestAppOptions {
  /** Fill the data folder before the app is built (e.g. a client build in `client/`). */
  prepare?: (dataDir: string) => Promise<void>;
}

/**
 * A real app like buildTestApp's, with two things it does not offer: every log line at `trace`
 * with the production logger options (in `lines`), and the built client served from
 * `DATA_DIR/client` when `prepare` puts one there.
 */
export async function buildCustomTestApp(
  options: CustomTestAppOptions = {},
): Promise<TestApp & { lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-security-'));
  await options.prepare?.(dataDir);
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    seedDemo: false,
    audioAnalysisBackfill: false,
  };
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    jobSql: database.jobSql,
    storage: localStorage(path.join(dataDir, 'uploads')),
    clientDir: path.join(dataDir, 'client'),
    logger: { ...loggerOptions('trace'), stream },
  });
  await app.ready();
  return {
    app,
    dataDir,
    lines,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
