import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LYRICS_COLOURS,
  LYRICS_MISSING_MESSAGE,
  lyricsSchema,
} from '../../../shared/schemas/lyrics.js';
import { lyrics } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('lyrics routes', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let project: TestProject;

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const rowsOf = (projectId: string) =>
    t.app.deps.db.select().from(lyrics).where(eq(lyrics.projectId, projectId));
  const rowOf = async (id: string) =>
    (await t.app.deps.db.select().from(lyrics).where(eq(lyrics.id, id)))[0];
  const createLyrics = async (payload: object) => {
    const res = await call('POST', `/api/projects/${project.id}/lyrics`, owner.cookie, payload);
    expect(res.statusCode).toBe(201);
    return lyricsSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app);
    stranger = await createUser(t.app);
  });
  beforeEach(async () => {
    project = await createProject(t.app, owner.profileId);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/projects/:id/lyrics', () => {
    it('creates lyrics for the owner, sanitized, with defaults, and answers 201', async () => {
      const res = await call('POST', `/api/projects/${project.id}/lyrics`, owner.cookie, {
        title: '  Midnight Drive ',
        content: '<p><strong>Lights</strong> down<img src=x onerror=alert(1)></p>',
        genre: 'pop',
        mood: '',
      });
      expect(res.statusCode).toBe(201);
      const body = lyricsSchema.parse(res.json());
      expect(body).toMatchObject({
        projectId: project.id,
        title: 'Midnight Drive',
        content: '<p><strong>Lights</strong> down</p>',
        genre: 'pop',
        mood: null,
        language: 'en',
        authorProfileId: owner.profileId,
      });
      const row = await rowOf(body.id);
      expect(row!.content).toBe('<p><strong>Lights</strong> down</p>');
      expect(row!.content).not.toMatch(/onerror|<img/);
    });

    it('keeps bold and a palette colour exactly as the editor sends them', async () => {
      const content = `<p><strong>Hold</strong> <span style="color:${LYRICS_COLOURS.violet}">on</span></p>`;
      const body = await createLyrics({ title: 'Colour', content, language: 'es' });
      expect(body.content).toBe(content);
      expect(body.language).toBe('es');
    });

    it('accepts the project id repeated in the body, and refuses a different one', async () => {
      await createLyrics({ title: 'Same', content: 'la', projectId: project.id });
      const res = await call('POST', `/api/projects/${project.id}/lyrics`, owner.cookie, {
        title: 'Other',
        content: 'la',
        projectId: randomUUID(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('projectId');
      expect(await rowsOf(project.id)).toHaveLength(1);
    });

    it.each([
      ['a blank title', { title: '   ', content: 'words' }, 'title'],
      ['blank content', { title: 'Song', content: '  \n ' }, 'content'],
      ['no content at all', { title: 'Song' }, 'content'],
      ['content that is only markup', { title: 'Song', content: '<p> </p><p><br></p>' }, 'content'],
      [
        'content that is only a script',
        { title: 'Song', content: '<script>x()</script>' },
        'content',
      ],
    ])('refuses %s with the spec message and stores nothing', async (_case, payload, field) => {
      const res = await call('POST', `/api/projects/${project.id}/lyrics`, owner.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LYRICS_MISSING_MESSAGE);
      expect(res.json().fieldErrors[field]).toBe(LYRICS_MISSING_MESSAGE);
      expect(await rowsOf(project.id)).toHaveLength(0);
    });

    it.each([
      ['a title over 200 characters', { title: 'x'.repeat(201), content: 'a' }, 'title'],
      ['content over 100,000 characters', { title: 'T', content: 'a'.repeat(100_001) }, 'content'],
      ['an unsupported language', { title: 'T', content: 'a', language: 'fr' }, 'language'],
    ])('refuses %s and stores nothing', async (_case, payload, field) => {
      const res = await call('POST', `/api/projects/${project.id}/lyrics`, owner.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(field);
      expect(await rowsOf(project.id)).toHaveLength(0);
    });

    it('answers 401 signed out, 404 for another profile’s project or a malformed id', async () => {
      const payload = { title: 'T', content: 'c' };
      const url = `/api/projects/${project.id}/lyrics`;
      expect((await call('POST', url, undefined, payload)).statusCode).toBe(401);
      expect((await call('POST', url, stranger.cookie, payload)).statusCode).toBe(404);
      const malformed = await call('POST', '/api/projects/42/lyrics', owner.cookie, payload);
      expect(malformed.statusCode).toBe(404);
      expect(await rowsOf(project.id)).toHaveLength(0);
    });
  });

  describe('POST /api/lyrics', () => {
    it('creates lyrics in the project named in the body', async () => {
      const res = await call('POST', '/api/lyrics', owner.cookie, {
        title: 'Studio Take',
        content: 'Verse\n  a & b',
        language: 'pt',
        projectId: project.id,
      });
      expect(res.statusCode).toBe(201);
      const body = lyricsSchema.parse(res.json());
      expect(body).toMatchObject({ projectId: project.id, language: 'pt' });
      expect(body.content).toBe('Verse\n  a &amp; b');
      expect(await rowsOf(project.id)).toHaveLength(1);
    });

    it('refuses a missing or malformed project id with 400 and a stranger’s project with 404', async () => {
      const payload = { title: 'T', content: 'c', language: 'en' };
      const missing = await call('POST', '/api/lyrics', owner.cookie, payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toHaveProperty('projectId');
      const malformed = await call('POST', '/api/lyrics', owner.cookie, {
        ...payload,
        projectId: 'x',
      });
      expect(malformed.statusCode).toBe(400);
      const theirs = await call('POST', '/api/lyrics', stranger.cookie, {
        ...payload,
        projectId: project.id,
      });
      expect(theirs.statusCode).toBe(404);
      expect((await call('POST', '/api/lyrics', undefined, payload)).statusCode).toBe(401);
      expect(await rowsOf(project.id)).toHaveLength(0);
    });
  });

  describe('GET /api/projects/:id/lyrics', () => {
    it('lists the project’s lyrics, most recently edited first', async () => {
      const first = await createLyrics({ title: 'First', content: 'one' });
      const second = await createLyrics({ title: 'Second', content: 'two' });
      await t.app.deps.db
        .update(lyrics)
        .set({ updatedAt: new Date(Date.now() + 60_000) })
        .where(eq(lyrics.id, first.id));
      const other = await createProject(t.app, owner.profileId);
      await call('POST', `/api/projects/${other.id}/lyrics`, owner.cookie, {
        title: 'Elsewhere',
        content: 'x',
      });

      const res = await call('GET', `/api/projects/${project.id}/lyrics`, owner.cookie);
      expect(res.statusCode).toBe(200);
      const list = z.array(lyricsSchema).parse(res.json());
      expect(list.map((item) => item.id)).toEqual([first.id, second.id]);
    });

    it('answers an empty list for a project without lyrics', async () => {
      const res = await call('GET', `/api/projects/${project.id}/lyrics`, owner.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('answers 401 signed out and 404 to a stranger or for a malformed id', async () => {
      await createLyrics({ title: 'Secret', content: 'words' });
      const url = `/api/projects/${project.id}/lyrics`;
      expect((await call('GET', url)).statusCode).toBe(401);
      const theirs = await call('GET', url, stranger.cookie);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('Secret');
      expect((await call('GET', '/api/projects/nope/lyrics', owner.cookie)).statusCode).toBe(404);
    });
  });

  describe('PATCH /api/lyrics/:id', () => {
    it('changes only the fields sent, sanitizes the content and bumps updatedAt', async () => {
      const created = await createLyrics({ title: 'Draft', content: 'old', genre: 'rock' });
      const longAgo = new Date(Date.UTC(2024, 0, 1));
      await t.app.deps.db
        .update(lyrics)
        .set({ updatedAt: longAgo })
        .where(eq(lyrics.id, created.id));
      const res = await call('PATCH', `/api/lyrics/${created.id}`, owner.cookie, {
        content: '<p onclick="steal()"><em>new</em> <a href="javascript:x">line</a></p>',
      });
      expect(res.statusCode).toBe(200);
      const body = lyricsSchema.parse(res.json());
      expect(body).toMatchObject({
        title: 'Draft',
        genre: 'rock',
        content: '<p><em>new</em> line</p>',
      });
      const row = await rowOf(created.id);
      expect(row!.content).toBe('<p><em>new</em> line</p>');
      expect(row!.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
      expect(body.updatedAt).toBe(row!.updatedAt.toISOString());
    });

    it('renames without touching the content', async () => {
      const created = await createLyrics({ title: 'Draft', content: '<p>keep</p>' });
      const res = await call('PATCH', `/api/lyrics/${created.id}`, owner.cookie, {
        title: 'Final',
      });
      expect(res.statusCode).toBe(200);
      expect(await rowOf(created.id)).toMatchObject({ title: 'Final', content: '<p>keep</p>' });
    });

    it.each([
      ['an empty body', {}],
      ['a blank title', { title: ' ' }],
      ['blank content', { content: '<p></p>' }],
    ])('refuses %s and changes nothing', async (_case, payload) => {
      const created = await createLyrics({ title: 'Draft', content: 'old' });
      const res = await call('PATCH', `/api/lyrics/${created.id}`, owner.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(await rowOf(created.id)).toMatchObject({ title: 'Draft', content: 'old' });
    });

    it('answers 401 signed out and the same 404 for a stranger, an unknown or a malformed id', async () => {
      const created = await createLyrics({ title: 'Draft', content: 'old' });
      const payload = { title: 'Hacked' };
      expect(
        (await call('PATCH', `/api/lyrics/${created.id}`, undefined, payload)).statusCode,
      ).toBe(401);
      const theirs = await call('PATCH', `/api/lyrics/${created.id}`, stranger.cookie, payload);
      const unknown = await call('PATCH', `/api/lyrics/${randomUUID()}`, owner.cookie, payload);
      const malformed = await call('PATCH', '/api/lyrics/12', owner.cookie, payload);
      for (const res of [theirs, unknown, malformed]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Lyrics not found');
      }
      expect((await rowOf(created.id))!.title).toBe('Draft');
    });
  });

  describe('DELETE /api/lyrics/:id', () => {
    it('deletes the lyrics for the owner with 204', async () => {
      const created = await createLyrics({ title: 'Gone', content: 'soon' });
      const res = await call('DELETE', `/api/lyrics/${created.id}`, owner.cookie);
      expect(res.statusCode).toBe(204);
      expect(await rowOf(created.id)).toBeUndefined();
      const again = await call('DELETE', `/api/lyrics/${created.id}`, owner.cookie);
      expect(again.statusCode).toBe(404);
    });

    it('answers 401 signed out and 404 to a stranger, keeping the row', async () => {
      const created = await createLyrics({ title: 'Stay', content: 'here' });
      expect((await call('DELETE', `/api/lyrics/${created.id}`)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/lyrics/${created.id}`, stranger.cookie)).statusCode).toBe(
        404,
      );
      expect(await rowOf(created.id)).toBeDefined();
    });
  });
});
