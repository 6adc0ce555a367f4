import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LYRICS_CLOSE } from '../../../shared/lyrics-document.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { eventually, LiveLyricsClient } from '../../test/lyrics-live-client.js';

// The live lyrics document (issue 26 item 2): y-websocket's protocol on GET /api/lyrics/:id/live.
describe('GET /api/lyrics/:id/live', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let cowriter: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let projectId: string;
  const open: LiveLyricsClient[] = [];

  const connect = async (who: TestUser, lyricsId: string, headers: Record<string, string> = {}) => {
    const client = LiveLyricsClient.connect(base, lyricsId, { cookie: who.cookie, ...headers });
    open.push(client);
    return client;
  };
  async function newLyrics(content = '<p>City lights</p>'): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Night Drive', content },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    owner = await createUser(t.app);
    cowriter = await createUser(t.app);
    viewer = await createUser(t.app);
    stranger = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
    await addMember(t.app, projectId, cowriter, 'collaborator');
    await addMember(t.app, projectId, viewer, 'viewer');
  });
  // Each test's tabs close after it (an account may hold ten channels at once).
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  it('seeds the document from the stored lyrics and syncs edits both ways', async () => {
    const id = await newLyrics('<p>City <strong>lights</strong></p><p>second</p>');
    const a = await connect(owner, id);
    const b = await connect(cowriter, id);
    await eventually(() => a.synced && b.synced);
    expect(a.text()).toBe('City lights\nsecond');
    expect(a.doc.getText('title').toJSON()).toBe('Night Drive');
    a.type('Neon ');
    await eventually(() => b.text() === 'Neon City lights\nsecond');
    b.type('!', b.text().indexOf('\n'));
    await eventually(() => a.text() === 'Neon City lights!\nsecond');
  });

  it('refuses a stranger with 4404 and a signed-out tab with 4401', async () => {
    const id = await newLyrics();
    expect(await (await connect(stranger, id)).whenClosed()).toBe(LYRICS_CLOSE.notFound);
    const anonymous = LiveLyricsClient.connect(base, id, {});
    open.push(anonymous);
    expect(await anonymous.whenClosed()).toBe(LYRICS_CLOSE.sessionEnded);
  });

  it('refuses a tab from another site', async () => {
    const id = await newLyrics();
    const other = await connect(owner, id, { origin: 'https://evil.example' });
    expect(await other.whenClosed()).toBe(LYRICS_CLOSE.accessEnded);
  });

  it('lets a reader read but not write (lyrics.readOnly, nothing stored)', async () => {
    const id = await newLyrics();
    const writer = await connect(owner, id);
    const reader = await connect(viewer, id);
    await eventually(() => writer.synced && reader.synced);
    reader.type('Vandal ');
    await eventually(() => reader.denied.includes('lyrics.readOnly'));
    writer.type('Owner ');
    await eventually(() => reader.text().includes('Owner '));
    expect(writer.text()).toBe('Owner City lights');
  });
});

describe('lyrics rows and the live document', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let cowriter: TestUser;
  let projectId: string;
  const open: LiveLyricsClient[] = [];
  const connect = async (who: TestUser, lyricsId: string) => {
    const client = LiveLyricsClient.connect(base, lyricsId, { cookie: who.cookie });
    open.push(client);
    await eventually(() => client.synced);
    return client;
  };
  const read = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/lyrics/${id}`,
      headers: { cookie: cowriter.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ title: string; content: string; updatedAt: string }>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    owner = await createUser(t.app);
    cowriter = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
    await addMember(t.app, projectId, cowriter, 'collaborator');
  });
  // Each test's tabs close after it (an account may hold ten channels at once).
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  async function newLyrics(content: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Harbour', content },
    });
    return res.json<{ id: string }>().id;
  }

  it('shows an edit in GET /api/lyrics/:id and the search at once (no waiting for the debounce)', async () => {
    const id = await newLyrics('<p>Old harbour</p>');
    const tab = await connect(owner, id);
    tab.type('Zanzibar ');
    // The edit is stored once the server has it; the read renders it before answering.
    await eventually(async () => (await read(id)).content.includes('Zanzibar'));
    expect((await read(id)).content).toBe('<p>Zanzibar Old harbour</p>');
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/search?q=Zanzibar',
      headers: { cookie: cowriter.cookie },
    });
    expect(search.json<{ lyrics: Array<{ id: string }> }>().lyrics.map((l) => l.id)).toContain(id);
  });

  it('renders the document into the row by itself within a few seconds', async () => {
    const id = await newLyrics('<p>Quiet</p>');
    const tab = await connect(owner, id);
    tab.doc.transact(() => {
      tab.doc.getText('title').delete(0, 'Harbour'.length);
      tab.doc.getText('title').insert(0, 'Lighthouse');
    });
    tab.type('Very ');
    const { lyrics } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await eventually(async () => {
      const [row] = await t.app.deps.db.select().from(lyrics).where(eq(lyrics.id, id));
      return row?.content === '<p>Very Quiet</p>' && row.title === 'Lighthouse';
    }, 8_000);
  });

  it('applies a plain-API save to the live document (open tabs get it) and keeps 409 for stale saves', async () => {
    const id = await newLyrics('<p>First line</p><p>Second line</p>');
    const tab = await connect(cowriter, id);
    const before = await read(id);
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/api/lyrics/${id}`,
      headers: { cookie: owner.cookie },
      payload: {
        content: '<p>First line</p><p>Second line, <strong>louder</strong></p>',
        baseUpdatedAt: before.updatedAt,
      },
    });
    expect(save.statusCode).toBe(200);
    await eventually(() => tab.text() === 'First line\nSecond line, louder');
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/lyrics/${id}`,
      headers: { cookie: owner.cookie },
      payload: { content: '<p>Overwrite</p>', baseUpdatedAt: before.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('lyrics.changedElsewhere');
    expect(tab.text()).toBe('First line\nSecond line, louder');
    // A save from the version it answered goes through, and the row keeps what was sent.
    const next = await t.app.inject({
      method: 'PATCH',
      url: `/api/lyrics/${id}`,
      headers: { cookie: owner.cookie },
      payload: {
        content: '<p>Only line</p>',
        baseUpdatedAt: save.json<{ updatedAt: string }>().updatedAt,
      },
    });
    expect(next.statusCode).toBe(200);
    await eventually(() => tab.text() === 'Only line');
    expect((await read(id)).updatedAt).toBe(next.json<{ updatedAt: string }>().updatedAt);
  });
});
