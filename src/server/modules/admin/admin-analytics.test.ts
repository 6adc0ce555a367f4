import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, plays, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { csvCell as csvField } from '../../../shared/csv.js';

/** A CSV document as rows of fields (RFC 4180 quoting), without the final empty line. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

describe('admin analytics and reports', () => {
  let t: TestApp;
  let admin: TestUser;
  let busy: TestUser;
  const DAY = 86_400_000;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.deps.db;
    admin = await createUser(t.app, { role: 'admin' });
    busy = await createUser(t.app, { artistName: 'Busy, "The" Artist' });
    // Signed out and did nothing in the last 30 days: not active.
    const idle = await createUser(t.app);
    await db.delete(sessions).where(eq(sessions.accountId, idle.accountId));
    // No session, but an upload recorded last week: active.
    const uploader = await createUser(t.app);
    await db.delete(sessions).where(eq(sessions.accountId, uploader.accountId));
    await db.insert(auditLog).values({
      kind: 'audio.uploaded',
      actorAccountId: uploader.accountId,
      createdAt: new Date(Date.now() - 7 * DAY),
    });

    const fresh = await createProject(t.app, busy.profileId, {
      title: '=SUM(A1), a "hit"',
      status: 'published',
    });
    await createProject(t.app, busy.profileId, {
      status: 'published',
      updatedAt: new Date(Date.now() - 40 * DAY),
    });
    await createProject(t.app, busy.profileId, { title: 'My Library', isLibrary: true });
    const song = await createAudioRow(t.app, fresh.id, { size: 1000 });
    await createAudioRow(t.app, fresh.id, { size: 500 });
    await db
      .insert(plays)
      .values([{ audioFileId: song.id }, { audioFileId: song.id }, { audioFileId: song.id }]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

  it('answers real figures', async () => {
    const res = await get('/api/admin/analytics');
    expect(res.json()).toEqual({
      registrations: 4,
      activeThisMonth: 3,
      projects: 2,
      publishedThisMonth: 1,
      plays: 3,
      averagePlaysPerSong: 1.5,
    });
    const summary = (await get('/api/admin/summary')).json();
    expect(summary).toMatchObject({ users: 4, projects: 2 });
  });

  it('downloads the user activity report as CSV with a header row', async () => {
    const res = await get('/api/admin/reports/user-activity.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="user-activity.csv"');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'email',
      'name',
      'role',
      'status',
      'registered_at',
      'projects',
      'songs_uploaded',
      'last_active_at',
    ]);
    expect(rows).toHaveLength(4);
    const row = rows.find((r) => r[0] === busy.email)!;
    expect(row[1]).toBe('Busy, "The" Artist');
    expect(row[5]).toBe('2');
    expect(Number.isNaN(Date.parse(row[4]!))).toBe(false);
  });

  it('downloads the content usage report with every project, quoted safely', async () => {
    const res = await get('/api/admin/reports/content-usage.csv');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'project',
      'artist',
      'owner_email',
      'status',
      'tracks',
      'plays',
      'storage_bytes',
      'created_at',
    ]);
    const hit = rows.find((r) => r[0]!.includes('SUM'))!;
    // A title a spreadsheet would run as a formula is defused.
    expect(hit.slice(0, 7)).toEqual([
      `'=SUM(A1), a "hit"`,
      'Busy, "The" Artist',
      busy.email,
      'published',
      '2',
      '3',
      '1500',
    ]);
  });

  it('downloads the system performance report as metric,value rows', async () => {
    const res = await get('/api/admin/reports/system-performance.csv');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['metric', 'value']);
    const metrics = Object.fromEntries(rows.map(([k, v]) => [k, v]));
    expect(Number(metrics.server_uptime_seconds)).toBeGreaterThanOrEqual(0);
    expect(Number(metrics.database_latency_ms)).toBeGreaterThanOrEqual(0);
    expect(metrics.database_status).toBe('online');
  });

  it('404s an unknown report', async () => {
    expect((await get('/api/admin/reports/everything.csv')).statusCode).toBe(404);
    expect((await get('/api/admin/reports/user-activity.json')).statusCode).toBe(404);
  });

  it('escapes CSV fields as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });
});
