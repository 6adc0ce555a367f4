import postgres from 'postgres';
import { openDatabase } from '../db/client.js';
import { migrationsHash } from './migrations-hash.js';

// API tests on PostgreSQL give every test file its own database. Migrating each one costs a
// second or more; copying a migrated template (CREATE DATABASE … TEMPLATE) costs a fraction of
// that. The template is named by the migrations' hash, so a new migration builds a new one.

/** The migrated template database's name for the current migrations. */
export function postgresTemplateName(): string {
  return `trackroom_test_template_${migrationsHash()}`;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Builds the template on the server in `serverUrl` unless it exists, under a temporary name
 * renamed at the end, so a run that stops half-way never leaves a half-migrated template.
 * Templates of older migrations are dropped.
 */
export async function preparePostgresTemplate(serverUrl: string): Promise<void> {
  const template = postgresTemplateName();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const existing = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'trackroom_test_template_%'`;
    for (const { datname } of existing) {
      if (datname !== template) {
        await admin.unsafe(`drop database if exists ${datname} with (force)`).catch(() => {});
      }
    }
    if (existing.some(({ datname }) => datname === template)) return;
    const building = `${template}_${process.pid}`;
    await admin.unsafe(`create database ${building}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, building) });
    await handle.migrate();
    await handle.close();
    try {
      await admin.unsafe(`alter database ${building} rename to ${template}`);
    } catch (error) {
      // Another run built it meanwhile: theirs serves as well as ours.
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      const [row] = await admin`select 1 from pg_database where datname = ${template}`;
      if (!row) throw error;
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** Creates `name` as a copy of the template; false when there is no template to copy. */
export async function createFromTemplate(admin: postgres.Sql, name: string): Promise<boolean> {
  const template = postgresTemplateName();
  const [row] = await admin`select 1 from pg_database where datname = ${template}`;
  if (!row) return false;
  await admin.unsafe(`create database ${name} template ${template}`);
  return true;
}
