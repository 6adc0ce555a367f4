import type { Sql } from 'postgres';
import type { QueryScheduler } from './query-scheduler.js';

type Unsafe = Sql['unsafe'];

/**
 * The PostgreSQL client as Drizzle sees it: every statement and transaction takes its turn in
 * the fair scheduler (query-scheduler.ts), as on PGlite, instead of the driver's first-come
 * pool. Without it, fifty requests of one person fill the pool's queue and everybody else's
 * statement (a health check's too) waits behind all of them.
 *
 * Drizzle calls `unsafe(...)` and awaits it or its `.values()`, and `begin(...)` for a
 * transaction; statements inside a transaction run on the driver's transaction object and are
 * not queued again (the transaction already holds a turn). Everything else (LISTEN, `end`, the
 * parsers Drizzle installs) reaches the driver untouched.
 */
export function scheduledPostgres(sql: Sql, scheduler: QueryScheduler): Sql {
  const unsafe = (...args: Parameters<Unsafe>) => {
    // Each form runs once, when it is first awaited (as the driver's own lazy query does).
    let rows: Promise<unknown> | undefined;
    let values: Promise<unknown> | undefined;
    const whole = () => (rows ??= scheduler.run(() => sql.unsafe(...args)));
    return {
      values: () => (values ??= scheduler.run(() => sql.unsafe(...args).values())),
      then: <A, B>(ok?: (value: unknown) => A, fail?: (error: unknown) => B) =>
        whole().then(ok, fail),
      catch: <B>(fail?: (error: unknown) => B) => whole().catch(fail),
      finally: (done?: () => void) => whole().finally(done),
    };
  };
  const begin = (...args: Parameters<Sql['begin']>) =>
    scheduler.run(() => (sql.begin as (...a: unknown[]) => Promise<unknown>)(...args));

  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return begin;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
