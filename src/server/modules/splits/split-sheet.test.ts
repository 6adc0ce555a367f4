import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

describe('GET /api/projects/:id/splits/:type/sheet', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let project: TestProject;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const sheetUrl = (type: string) => `/api/projects/${project.id}/splits/${type}/sheet`;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
    project = await createProject(t.app, owner.profileId, { title: 'Rock & <Roll>' });
    for (const body of [
      {
        name: '<script>alert(1)</script>',
        email: 'x@example.com',
        percentage: 60,
        splitType: 'master',
      },
      {
        name: 'Bo "Quote" O\'Neil',
        percentage: 40,
        splitType: 'master',
        description: '<b>co-writer</b>',
      },
      { name: 'Publisher Pat', percentage: 25, splitType: 'publishing' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/splits`,
        headers: { cookie: owner.cookie },
        payload: body,
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders a print-styled page of one type with every value HTML-escaped', async () => {
    const res = await get(sheetUrl('master'), owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Bo &quot;Quote&quot; O&#39;Neil');
    expect(html).toContain('&lt;b&gt;co-writer&lt;/b&gt;');
    expect(html).toContain('Rock &amp; &lt;Roll&gt;');
    expect(html).toContain('x@example.com');
    expect(html).toContain('60%');
    expect(html).toContain('Ready for distribution');
    expect(html).toContain('@media print');
    // Its own icon: without one the browser asks for /favicon.ico (issue 25 item 11).
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    // A signature and a date line for each of the two parties; the other type stays out.
    expect(html.match(/class="line">Signature</g)).toHaveLength(2);
    expect(html.match(/class="line date">Date</g)).toHaveLength(2);
    expect(html).not.toContain('Publisher Pat');
    expect(html).toMatch(/Generated \d{1,2} \w+ \d{4}/);
  });

  it('shows what is missing for an incomplete type', async () => {
    const res = await get(sheetUrl('publishing'), owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Publisher Pat');
    expect(res.body).toContain('Splits total 25% - Need 75%');
  });

  it('answers 400 for an unknown type, 401 signed out, 404 to strangers and malformed ids', async () => {
    const unknown = await get(sheetUrl('sync'), owner.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown split type/);
    expect((await get(sheetUrl('master'))).statusCode).toBe(401);
    const hidden = await get(sheetUrl('master'), stranger.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('alert');
    expect((await get('/api/projects/abc/splits/master/sheet', owner.cookie)).statusCode).toBe(404);
  });
});
