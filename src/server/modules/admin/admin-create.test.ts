import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { accounts, profiles, projects } from '../../db/schema/index.js';
import { openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.js';
import { passwordLinkService } from './password-link.service.js';
import { passwordLinkRepository } from './password-link.repository.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const SLOW = 180_000;

/** `npm run admin:create -- …` as a child process with the given environment. */
async function adminCreate(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-create.ts', ...args],
      { cwd: root, env: { ...base, LOG_LEVEL: 'warn', ...env }, timeout: SLOW },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function accountOf(db: DatabaseHandle['db'], email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

describe('npm run admin:create on the embedded database (DATA_DIR)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-admin-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'creates an admin with a link, promotes an existing account, refuses bad input',
    async () => {
      const created = await adminCreate(['--email', 'Boss@Example.com'], { DATA_DIR: dataDir });
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toContain('Created the administrator boss@example.com.');
      const token = /\/set-password\/([A-Za-z0-9_-]{40,})/.exec(created.stdout)?.[1];
      expect(token).toBeDefined();

      const promoted = await adminCreate(
        ['--email', 'boss@example.com', '--password', 'a long password'],
        { DATA_DIR: dataDir },
      );
      expect(promoted.stdout).toContain('boss@example.com is now an administrator.');
      const bad = await adminCreate(['--email', 'not-an-email'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('Please enter a valid email address');

      // The server's own database, read after the CLI has closed it (PGlite: one process).
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        const boss = await accountOf(database.db, 'boss@example.com');
        expect(boss).toMatchObject({ role: 'admin', status: 'active' });
        expect(boss!.passwordHash.startsWith('scrypt$')).toBe(true);
        const owned = await database.db
          .select({ library: projects.isLibrary })
          .from(projects)
          .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
          .where(eq(profiles.accountId, boss!.id));
        expect(owned).toEqual([{ library: true }]);
        // The printed link is a real, live set-password link.
        expect(
          await passwordLinkService({
            db: database.db,
            repo: passwordLinkRepository(database.db),
          }).preview(token!),
        ).toEqual({
          email: 'boss@example.com',
        });
      } finally {
        await database.close();
      }
    },
    SLOW * 2,
  );
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'npm run admin:create on a PostgreSQL server (DATABASE_URL)',
  () => {
    let database: TestDatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    it(
      'promotes an existing account',
      async () => {
        await database.db
          .insert(accounts)
          .values({ email: 'member@example.com', passwordHash: 'x', role: 'artist' });
        const result = await adminCreate(['--email', 'member@example.com'], {
          DATABASE_URL: database.url!,
        });
        expect(result.code, result.stderr).toBe(0);
        expect(result.stdout).toContain('member@example.com is now an administrator.');
        expect(await accountOf(database.db, 'member@example.com')).toMatchObject({ role: 'admin' });
      },
      SLOW,
    );
  },
);
