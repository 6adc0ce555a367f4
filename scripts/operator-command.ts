// What the operator commands (admin:create, backup:restore, db:migrate) share: the server's
// configuration, its database (DATABASE_URL, else the embedded one under DATA_DIR), and the
// way they fail — a message and exit code 1, no stack, for what the operator can mend.
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../src/server/config.js';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.js';
import { DataDirInUseError } from '../src/server/db/data-dir-lock.js';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The server's configuration and its database, opened (the caller closes it). */
export async function openConfiguredDatabase(): Promise<{
  config: AppConfig;
  database: DatabaseHandle;
}> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.dbPoolMax })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  return { config, database };
}

/** Runs the command; a server (or another command) holding the embedded database is its message. */
export function runOperatorCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  });
}
