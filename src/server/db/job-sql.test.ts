// The job queue's way into the database (DatabaseHandle.jobSql, pg-boss's `db`), on PGlite and
// on PostgreSQL (TEST_DATABASE=postgres). pg-boss hands its parameters over as node-postgres
// takes them; each must reach the database as the value it stands for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.js';

describe('the job queue SQL on this database', () => {
  let database: TestDatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('takes a Date parameter as the instant it stands for', async () => {
    // pg-boss's registrar passes its process's start time as a Date: on PostgreSQL the driver
    // threw "Received an instance of Date" and the queue logged an error on every start.
    const { rows } = await database.jobSql.executeSql(
      `select $1::timestamptz = '2024-05-06T07:08:09.123Z'::timestamptz as same`,
      [new Date('2024-05-06T07:08:09.123Z')],
    );
    expect(rows).toEqual([{ same: true }]);
  });

  it('takes the Dates of an array parameter as the instants they stand for', async () => {
    const { rows } = await database.jobSql.executeSql(
      `select $1::text[]::timestamptz[] = array['2024-05-06T07:08:09Z']::timestamptz[] as same`,
      [[new Date('2024-05-06T07:08:09Z')]],
    );
    expect(rows).toEqual([{ same: true }]);
  });

  it('takes a plain object as JSON and other values as they are', async () => {
    const { rows } = await database.jobSql.executeSql(
      `select $1::jsonb ->> 'n' as n, $2::int + 1 as next, $3::text as text, $4::bool as flag,
              $5::text is null as missing`,
      [{ n: 'one' }, 41, 'words', true, null],
    );
    expect(rows).toEqual([{ n: 'one', next: 42, text: 'words', flag: true, missing: true }]);
  });
});
