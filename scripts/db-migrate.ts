// `npm run db:migrate`: applies the pending migrations and exits, for release pipelines that
// migrate before they start the new servers. Uses the same database as the server: DATABASE_URL
// when set, else the embedded one under DATA_DIR. On PostgreSQL it takes the same advisory lock
// as a starting server, so it may run while servers start; the embedded database is refused
// while a server holds it.
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { DataDirInUseError } from '../src/server/db/data-dir-lock.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const where = config.databaseUrl
    ? 'the PostgreSQL database in DATABASE_URL'
    : path.join(config.dataDir, 'db');
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    console.log(`Migrated ${where}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A server (or another command) holds the embedded database: its message, no stack.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
