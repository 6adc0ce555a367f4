import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyricsSchema } from '../../../shared/schemas/lyrics.js';
import { credits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import { pdfTextLines } from '../../test/pdf-text.js';
import { spreadTimes } from '../../test/spread-times.js';

const LYRICS =
  '<p>[Verse 1]</p><p>Ça ira, <strong>tide</strong> &amp; time</p><p>Καλημέρα<br>Привет</p><p></p><p>[Chorus]</p><p>la la</p>';

describe('lyric sheets: print page, .txt and PDF (issue 25 item 7)', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let project: TestProject;
  let lyricsId: string;
  let rtlId: string;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: owner.cookie }, payload });
  const sheetUrls = (id: string) => [
    `/api/lyrics/${id}/sheet`,
    `/api/lyrics/${id}/sheet.txt`,
    `/api/lyrics/${id}/sheet.pdf`,
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, viewer, outsider] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
    ]);
    project = await createProject(t.app, owner.profileId, { title: 'Sea Songs' });
    await addMember(t.app, project.id, viewer, 'viewer');
    const creditIds: string[] = [];
    for (const credit of [
      { name: 'Ana Lima', role: 'songwriter, producer' },
      { name: 'Bo Mix', role: 'mixer' },
      { name: 'Zoë', role: 'lyricist' },
    ]) {
      const made = await post(`/api/projects/${project.id}/credits`, credit);
      expect(made.statusCode).toBe(201);
      creditIds.push(made.json<{ id: string }>().id);
    }
    // Writers in the credits' order: their times one apart, as two writes can share a clock tick.
    await spreadTimes(t.app.deps.db, credits, creditIds);
    const made = await post(`/api/projects/${project.id}/lyrics`, {
      title: 'Tide',
      content: LYRICS,
    });
    lyricsId = lyricsSchema.parse(made.json()).id;
    const rtl = await post(`/api/projects/${project.id}/lyrics`, {
      title: 'Shalom',
      content: '<p>Hello</p><p>שלום עולם</p><p>مرحبا</p>',
    });
    rtlId = lyricsSchema.parse(rtl.json()).id;
  });
  afterAll(async () => t.close());

  it('serves a print-ready page: title, song, writers, markers as headings, every line dir="auto"', async () => {
    const res = await get(`/api/lyrics/${lyricsId}/sheet`, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<h1 dir="auto">Tide</h1>');
    expect(html).toContain('Song: <strong>Sea Songs</strong>');
    expect(html).toContain('Writers: Ana Lima, Zoë');
    expect(html).not.toContain('Bo Mix');
    expect(html).toContain('<h2 dir="auto">[Verse 1]</h2>');
    expect(html).toContain('<h2 dir="auto">[Chorus]</h2>');
    expect(html).toContain('<p dir="auto">Ça ira, tide &amp; time</p>');
    expect(html).toContain('<p dir="auto">Καλημέρα</p>\n<p dir="auto">Привет</p>');
    expect(html).not.toContain('<strong>tide');
    expect(html).not.toContain('<script');
  });

  it('sets right-to-left lines right to left on the page', async () => {
    const html = (await get(`/api/lyrics/${rtlId}/sheet?lang=es`, owner.cookie)).body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<p dir="auto">שלום עולם</p>');
    expect(html).toContain('<p dir="auto">مرحبا</p>');
    expect(html).toContain('unicode-bidi: plaintext');
  });

  it('downloads the sheet as plain text in the asked language', async () => {
    const res = await get(`/api/lyrics/${lyricsId}/sheet.txt?lang=de`, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Tide.txt"');
    expect(res.body).toBe(
      'Tide\nSong: Sea Songs\nAutoren: Ana Lima, Zoë\n\n[Verse 1]\nÇa ira, tide & time\nΚαλημέρα\nПривет\n\n[Chorus]\nla la\n',
    );
  });

  it('makes a PDF on the server whose text reads back', async () => {
    const res = await get(`/api/lyrics/${lyricsId}/sheet.pdf`, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Tide.pdf"');
    const lines = await pdfTextLines(res.rawPayload);
    expect(lines).toEqual([
      'Tide',
      'Song: Sea Songs',
      'Writers: Ana Lima, Zoë',
      '[Verse 1]',
      'Ça ira, tide & time',
      'Καλημέρα',
      'Привет',
      '[Chorus]',
      'la la',
    ]);
  });

  it('refuses a PDF of right-to-left lyrics with a code, pointing to the print page', async () => {
    const res = await get(`/api/lyrics/${rtlId}/sheet.pdf`, owner.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'pdf.rightToLeftUnsupported' });
  });

  it('hides the sheets from someone outside the project (404) and the signed-out (401)', async () => {
    for (const url of sheetUrls(lyricsId)) {
      expect((await get(url, outsider.cookie)).statusCode, url).toBe(404);
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of sheetUrls(missing)) {
      expect((await get(url, owner.cookie)).statusCode, url).toBe(404);
    }
  });

  it('refuses an unknown language with 400', async () => {
    const res = await get(`/api/lyrics/${lyricsId}/sheet.txt?lang=fr`, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('lang');
  });
});
