import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDiskFull } from './infrastructure-errors.js';

const withCode = (code: string, extra: object = {}) =>
  Object.assign(new Error(code), { code }, extra);

describe('infrastructure failures', () => {
  it('knows a database that is down, shutting down or unreachable', () => {
    const refused = withCode('ECONNREFUSED', { address: '127.0.0.1', port: 5432 });
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
    expect(isDatabaseUnavailable(withCode('CONNECTION_CLOSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', { name: 'PostgresError' }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006', { name: 'PostgresError' }))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('57P03')))).toBe(
      true,
    );
  });

  it('does not blame the database for other failures', () => {
    // A refused SMTP or LLM connection is not the database's.
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(false);
    // A unique violation is a query's own problem.
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], withCode('23505')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('knows a full disk or quota, however deep the cause', () => {
    expect(isDiskFull(withCode('ENOSPC'))).toBe(true);
    expect(isDiskFull(new Error('write failed', { cause: withCode('EDQUOT') }))).toBe(true);
    expect(isDiskFull(withCode('EACCES'))).toBe(false);
    const loop: { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDiskFull(loop)).toBe(false);
  });
});
