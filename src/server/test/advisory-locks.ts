import postgres from 'postgres';

/**
 * Ends every connection holding an advisory lock on the database at `url`, as a database
 * restart or a proxy cutting the connection would: PostgreSQL frees their locks with them.
 */
export async function cutAdvisoryLockConnections(url: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_terminate_backend(pid) from pg_locks, pg_database
      where locktype = 'advisory' and granted and pg_locks.database = pg_database.oid
        and datname = current_database()`;
  } finally {
    await admin.end({ timeout: 5 });
  }
}
