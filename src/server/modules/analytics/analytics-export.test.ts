// Issue 28 item 5: each view exports as CSV, streamed, and parses back to the page's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plays } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createProject, createUser, type TestUser } from '../../test/factories.js';
import { EXPORT_SONGS_PAGE } from './analytics.service.js';

/** RFC 4180 with CRLF rows: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('GET /api/analytics/export', () => {
  let t: TestApp;
  let owner: TestUser;
  const songCount = EXPORT_SONGS_PAGE + 7;

  const exportOf = (query: string, user: TestUser | null = owner) =>
    t.app.inject({
      method: 'GET',
      url: `/api/analytics/export?${query}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    const project = await createProject(t.app, owner.profileId);
    // More songs than one page of the songs export, so it must page; one title to quote.
    const rows = [];
    for (let i = 0; i < songCount; i += 1) {
      const title = i === 0 ? '=Hit, "live"; take 2' : `Song ${i}`;
      const song = await createAudioRow(t.app, project.id, { title });
      for (let n = 0; n < (i === 0 ? 3 : 1); n += 1) {
        rows.push({
          audioFileId: song.id,
          ownerProfileId: owner.profileId,
          playedAt: new Date(`2026-04-0${1 + n}T12:00:00Z`),
          source: 'own' as const,
          completed: n === 0 ? true : null,
        });
      }
    }
    await t.app.deps.db.insert(plays).values(rows);
  }, 240_000);
  afterAll(() => t.close());

  it('streams every song, paged, with formula-safe quoted titles', async () => {
    const res = await exportOf('view=songs&from=2026-04-01&to=2026-04-07&tz=UTC');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="analytics-songs-/);
    // Streamed: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['audio_id', 'title', 'plays', 'completion_percent']);
    expect(rows).toHaveLength(songCount);
    expect(rows[0]!.slice(1)).toEqual([`'=Hit, "live"; take 2`, '3', '100']);
    expect(new Set(rows.map((row) => row[0])).size).toBe(songCount);
  });

  it('exports days and sources as the page shows them', async () => {
    const days = parseCsv((await exportOf('view=days&from=2026-04-01&to=2026-04-04')).body);
    expect(days).toEqual([
      ['date', 'plays', 'listens'],
      ['2026-04-01', String(songCount), '0'],
      ['2026-04-02', '1', '0'],
      ['2026-04-03', '1', '0'],
      ['2026-04-04', '0', '0'],
    ]);
    const sources = parseCsv((await exportOf('view=sources&from=2026-04-01&to=2026-04-04')).body);
    expect(sources[1]).toEqual(['own', String(songCount + 2)]);
    expect(sources).toHaveLength(7);
    const listeners = parseCsv(
      (await exportOf('view=listeners&from=2026-04-01&to=2026-04-04')).body,
    );
    expect(listeners).toEqual([['share_link_id', 'recipient', 'listens']]);
  });

  it('refuses an unknown view or period with 400 and a code, and a signed-out caller', async () => {
    const view = await exportOf('view=everything&from=2026-04-01&to=2026-04-04');
    expect(view.statusCode).toBe(400);
    expect(view.json().code).toBe('analytics.viewInvalid');
    const range = await exportOf('view=days&from=2026-04-04&to=2026-04-01');
    expect(range.json().code).toBe('analytics.rangeReversed');
    expect((await exportOf('view=days&from=2026-04-01&to=2026-04-04', null)).statusCode).toBe(401);
  });
});
