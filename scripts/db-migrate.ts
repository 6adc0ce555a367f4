// `npm run db:migrate`: applies the pending migrations and exits, for release pipelines that
// migrate before they start the new servers. Uses the same database as the server: DATABASE_URL
// when set, else the embedded one under DATA_DIR. On PostgreSQL it takes the same advisory lock
// as a starting server, so it may run while servers start; the embedded database is refused
// while a server holds it.
import path from 'node:path';
import { openConfiguredDatabase, runOperatorCommand } from './operator-command.js';

async function main(): Promise<void> {
  const { config, database } = await openConfiguredDatabase();
  const where = config.databaseUrl
    ? 'the PostgreSQL database in DATABASE_URL'
    : path.join(config.dataDir, 'db');
  try {
    await database.migrate();
    console.log(`Migrated ${where}.`);
  } finally {
    await database.close();
  }
}

runOperatorCommand(main);
