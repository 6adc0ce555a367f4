import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { sizeHeap } from './lib/heap-sizing.js';
import { registerMemorySource } from './lib/memory-sources.js';
import { pgliteAutovacuum } from './db/pglite-autovacuum.js';
import { loggerOptions } from './logger.js';
import { mailStatus } from './mail/configured-mailer.js';
import { mailStartNotice } from './mail/mail-start-notice.js';
import { ensureDemoData } from './modules/demo/index.js';
import { sweepUploadsAtStartup } from './modules/uploads/index.js';
import { SHUTDOWN_GRACE_MS } from './plugins/graceful-close.js';
import { openStorage, uploadsFolder } from './storage/open-storage.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino(loggerOptions(config.logLevel));
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.dbPoolMax })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'db'),
        memory: { sharedBuffersMb: config.pgliteSharedBuffersMb },
      });
  await database.migrate();
  log.info({ database: database.kind }, 'database migrated');
  // The admin memory breakdown names the embedded database while the server holds it open.
  const unregisterDatabaseMemory = registerMemorySource(() => database.memory());
  const mail = mailStartNotice(await mailStatus(database.db, config));
  log[mail.level](mail.details, mail.message);
  const stopAutovacuum =
    database.kind === 'pglite' ? pgliteAutovacuum(database.db, log).start() : async () => {};

  const uploadsDir = uploadsFolder(config.dataDir);
  const storage = await openStorage(config);
  // What an earlier life of the server left mid-upload (kill -9, crash) goes before it serves.
  const swept = await sweepUploadsAtStartup({
    db: database.db,
    storage,
    uploadsDir,
    exclusive: database.kind === 'pglite',
  });
  if (swept.partialFiles + swept.orphanFiles + (swept.resumableUploads ?? 0) > 0) {
    log.info(swept, 'removed files left by interrupted uploads');
  }
  const deps = {
    config,
    db: database.db,
    listen: database.listen,
    sessionLocks: database.sessionLocks,
    storage,
    jobSql: database.jobSql,
  };
  if (config.seedDemo) await ensureDemoData(deps);

  const app = await buildApp({ ...deps, logger: loggerOptions(config.logLevel) });

  let closing = false;
  const shutdown = async (signal: string) => {
    // npm forwards Ctrl+C to a child that already got it from the terminal: close once.
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // app.close() cuts running requests after the grace period; this only guards a hang in
    // a close hook or the database driver.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5_000).unref();
    try {
      await app.close();
      await stopAutovacuum();
      unregisterDatabaseMemory();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The timed jobs and queued e-mail (scheduler.ts): the queue's schema is installed or updated
  // here, once across servers starting together; mail left queued by a restart goes out now.
  await app.jobs.start();
  sizeHeap(config.heapSizing);
}

main().catch((error: unknown) => {
  // Another server on the same DATA_DIR: its message says which and what to do, no stack.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
