// `npm run seed -- --size small|medium|large|xlarge`: fills the database the server would use
// (PGlite under DATA_DIR, or DATABASE_URL) with a generated data set. Stop the server first
// when it runs on PGlite: the embedded database is opened by one process at a time.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { openStorage } from '../../src/server/storage/open-storage.js';
import { SeedConflictError, seedDataSet, type SeedReport } from './seed-data-set.js';
import { heavySongsOf, isSeedSizeName, SEED_PASSWORD, SEED_SIZES } from './sizes.js';

const USAGE = `Usage: npm run seed -- [--size small|medium|large|xlarge]   (default: small)
  Seeds the database of DATA_DIR (PGlite) or DATABASE_URL. Sizes:
${Object.values(SEED_SIZES)
  .map(
    (s) =>
      `    ${s.name.padEnd(7)} ${s.profiles.toLocaleString('en')} profiles, ${s.projects.toLocaleString('en')} projects, ${s.songs.toLocaleString('en')} songs (${heavySongsOf(s).toLocaleString('en')} of the heavy user)`,
  )
  .join('\n')}`;

export function printSeedReport(report: SeedReport, where: string): void {
  const c = report.counts;
  const n = (value: number) => value.toLocaleString('en');
  console.log(
    [
      `${report.reused ? 'Reused' : 'Seeded'} the ${report.size} data set in ${where} in ${report.seconds.toFixed(1)} s.`,
      `  database now holds: ${n(c.profiles)} profiles, ${n(c.projects)} projects, ${n(c.songs)} songs ` +
        `(+${n(c.olderVersions)} older versions), ${n(c.lyrics)} lyrics, ${n(c.collaborations)} collaborations`,
      `  real audio files: ${c.realFiles} (from ${report.realFilesFrom})`,
      `  heavy user: ${report.heavy.email} / "${SEED_PASSWORD}" (library: ${n(report.heavy.librarySongs)} songs); ` +
        `every seeded account uses that password`,
    ].join('\n'),
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { size: { type: 'string', default: 'small' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!isSeedSizeName(values.size)) {
    console.error(`Unknown size "${values.size}".\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.dbPoolMax })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const storage = await openStorage(config);
    const report = await seedDataSet({ db: database.db, storage }, SEED_SIZES[values.size]);
    const where = config.databaseUrl
      ? 'DATABASE_URL'
      : `${path.join(config.dataDir, 'db')} (PGlite)`;
    printSeedReport(report, where);
    return 0;
  } catch (error) {
    if (error instanceof SeedConflictError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
