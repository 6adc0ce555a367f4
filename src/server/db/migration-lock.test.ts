// Two servers starting on a pending migration (issue 30, "Beyond one machine"): without the
// advisory lock both ran drizzle's migrator at once and one failed on a duplicate schema,
// table or type. PostgreSQL only: the embedded database admits one process.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client.js';

const serverUrl = process.env.DATABASE_URL ?? '';

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'migrations on a PostgreSQL server',
  () => {
    const name = `trackroom_migrate_${randomBytes(6).toString('hex')}`;
    let admin: postgres.Sql;
    let url: string;
    beforeAll(async () => {
      admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const target = new URL(serverUrl);
      target.pathname = `/${name}`;
      url = target.toString();
    });
    afterAll(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    });

    it('run once when two servers start on an empty database at the same moment', async () => {
      const first = await openDatabase({ kind: 'postgres', url });
      const second = await openDatabase({ kind: 'postgres', url });
      try {
        const results = await Promise.allSettled([first.migrate(), second.migrate()]);
        expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      } finally {
        await first.close();
        await second.close();
      }
      const journal = JSON.parse(
        await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const check = postgres(url, { max: 1, onnotice: () => {} });
      try {
        const [applied] = await check<{ count: number }[]>`
          select count(*)::int as count from drizzle.__drizzle_migrations`;
        expect(applied!.count).toBe(journal.entries.length);
        const [accounts] = await check<{ count: number }[]>`
          select count(*)::int as count from pg_tables where tablename = 'accounts'`;
        expect(accounts!.count).toBe(1);
        // The lock is given back: nothing holds it once both are done.
        const held = await check`
          select 1 from pg_locks, pg_database
          where locktype = 'advisory' and database = pg_database.oid and datname = ${name}`;
        expect(held).toHaveLength(0);
      } finally {
        await check.end({ timeout: 5 });
      }
    });
  },
);
