// Issue 14 item 11, the CSV half: Excel in de/es/pt/it splits cells on `;`, so a name holding
// one came out as two columns; every cell holding , ; " or a line break is quoted now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';

describe('CSV reports quote what a spreadsheet would split on', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    member = await createUser(t.app, { artistName: 'Müller; Rossi' });
    await createUser(t.app, { artistName: 'The "Quoted" Band' });
  });
  afterAll(() => t.close());

  const report = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/user-activity.csv',
      headers: { cookie },
    });

  it('quotes a cell holding a semicolon, and doubles the quotes inside a cell', async () => {
    const res = await report(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(',"Müller; Rossi",');
    expect(res.body).not.toContain(',Müller; Rossi,');
    expect(res.body).toContain(',"The ""Quoted"" Band",');
  });

  it('is refused to someone who is not an administrator', async () => {
    expect((await report(member.cookie)).statusCode).toBe(403);
  });
});
