import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LYRICS_CLOSE } from '../../../shared/lyrics-document.js';
import { lyricsDocUpdates } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { eventually, LiveLyricsClient } from '../../test/lyrics-live-client.js';
import { LIVE_PER_ACCOUNT } from './lyrics-live.routes.js';

// What the live lyrics channel refuses, and when it closes by itself (issue 26 item 2).
describe('the live lyrics channel’s guards', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let projectId: string;
  const open: LiveLyricsClient[] = [];

  const connect = async (who: TestUser, lyricsId: string) => {
    const client = LiveLyricsClient.connect(base, lyricsId, { cookie: who.cookie });
    open.push(client);
    await eventually(() => client.synced || client.closeCode !== null);
    expect(client.closeCode).toBeNull();
    return client;
  };
  async function newLyrics(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Guarded', content: '<p>Kept words</p>' },
    });
    return res.json<{ id: string }>().id;
  }
  const storedUpdates = async (lyricsId: string) =>
    (
      await t.app.deps.db
        .select()
        .from(lyricsDocUpdates)
        .where(eq(lyricsDocUpdates.lyricsId, lyricsId))
    ).length;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    owner = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
  });
  // Each test's tabs close after it (an account may hold ten channels at once).
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  /** A hostile tab's edit of its own copy; the honest tab beside it must never see it. */
  const refusals: Array<[string, string, (doc: Y.Doc) => void]> = [
    [
      'an element outside the editor’s nodes',
      'lyrics.updateInvalid',
      (doc) => doc.getXmlFragment('body').insert(0, [new Y.XmlElement('heading')]),
    ],
    [
      'a paragraph inside a paragraph',
      'lyrics.updateInvalid',
      (doc) =>
        (doc.getXmlFragment('body').get(0) as Y.XmlElement).insert(0, [
          new Y.XmlElement('paragraph'),
        ]),
    ],
    [
      'a colour outside the palette',
      'lyrics.updateInvalid',
      (doc) => {
        const run = (doc.getXmlFragment('body').get(0) as Y.XmlElement).get(0) as Y.XmlText;
        run.format(0, 4, { textStyle: { color: '#123456' } });
      },
    ],
    [
      'an attribute on a paragraph',
      'lyrics.updateInvalid',
      (doc) => (doc.getXmlFragment('body').get(0) as Y.XmlElement).setAttribute('onclick', 'x'),
    ],
    [
      'formatting in the title',
      'lyrics.updateInvalid',
      (doc) => doc.getText('title').format(0, 2, { bold: {} }),
    ],
    [
      'text past 100,000 characters',
      'lyrics.tooLong',
      (doc) => {
        const run = (doc.getXmlFragment('body').get(0) as Y.XmlElement).get(0) as Y.XmlText;
        run.insert(0, 'x'.repeat(100_000));
      },
    ],
    [
      'an update over 256 KiB',
      'lyrics.updateTooLarge',
      (doc) => {
        const run = (doc.getXmlFragment('body').get(0) as Y.XmlElement).get(0) as Y.XmlText;
        run.insert(0, 'y'.repeat(300_000));
      },
    ],
  ];

  it.each(refusals)(
    'refuses %s with its code, closes 4400, stores and relays nothing',
    async (_name, code, edit) => {
      const id = await newLyrics();
      const honest = await connect(owner, id);
      const hostile = await connect(owner, id);
      const before = await storedUpdates(id);
      edit(hostile.doc);
      expect(await hostile.whenClosed()).toBe(LYRICS_CLOSE.refused);
      expect(hostile.denied).toEqual([code]);
      // The document stays usable: the honest tab's next edit goes through and is all it sees.
      honest.type('Still ');
      await eventually(async () => (await storedUpdates(id)) === before + 1);
      expect(honest.text()).toBe('Still Kept words');
      const late = await connect(owner, id);
      expect(late.text()).toBe('Still Kept words');
      expect(late.doc.getText('title').toJSON()).toBe('Guarded');
    },
  );

  it('refuses bytes that are no update (lyrics.updateInvalid)', async () => {
    const id = await newLyrics();
    const tab = await connect(owner, id);
    tab.sendUpdate(new Uint8Array([255, 255, 255, 255, 1, 2, 3]));
    expect(await tab.whenClosed()).toBe(LYRICS_CLOSE.refused);
    expect(tab.denied).toEqual(['lyrics.updateInvalid']);
    expect(await storedUpdates(id)).toBe(0);
  });

  it('ends only the channel of a malformed presence message', async () => {
    const id = await newLyrics();
    const honest = await connect(owner, id);
    const broken = await connect(owner, id);
    // An awareness message (type 1) whose update claims more states than it holds.
    broken.sendRaw(Uint8Array.from([1, 3, 200, 200, 200]));
    expect(await broken.whenClosed()).toBe(LYRICS_CLOSE.refused);
    honest.type('Alive ');
    await eventually(async () => (await storedUpdates(id)) === 1);
  });

  it('closes the channel with 4401 when its session signs out', async () => {
    const user = await createUser(t.app);
    await addMember(t.app, projectId, user, 'collaborator');
    const tab = await connect(user, await newLyrics());
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(await tab.whenClosed()).toBe(LYRICS_CLOSE.sessionEnded);
  });

  it('closes the channel with 4403 when its member is removed or a writer demoted', async () => {
    const id = await newLyrics();
    const removed = await createUser(t.app);
    const demoted = await createUser(t.app);
    const removedId = await addMember(t.app, projectId, removed, 'viewer');
    const demotedId = await addMember(t.app, projectId, demoted, 'collaborator');
    const removedTab = await connect(removed, id);
    const demotedTab = await connect(demoted, id);
    const byOwner = { cookie: owner.cookie };
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/collaborations/${removedId}`,
      headers: byOwner,
    });
    expect(removal.statusCode).toBeLessThan(300);
    const demotion = await t.app.inject({
      method: 'PATCH',
      url: `/api/collaborations/${demotedId}`,
      headers: byOwner,
      payload: { role: 'viewer' },
    });
    expect(demotion.statusCode).toBe(200);
    expect(await removedTab.whenClosed()).toBe(LYRICS_CLOSE.accessEnded);
    expect(await demotedTab.whenClosed()).toBe(LYRICS_CLOSE.accessEnded);
    // Demoted, the member reconnects as a reader; removed, they cannot connect at all.
    const again = await connect(demoted, id);
    again.type('Not kept ');
    await eventually(() => again.denied.includes('lyrics.readOnly'));
    const gone = LiveLyricsClient.connect(base, id, { cookie: removed.cookie });
    open.push(gone);
    expect(await gone.whenClosed()).toBe(LYRICS_CLOSE.notFound);
  });

  it('closes the channel with 4403 when the lyrics are deleted', async () => {
    const id = await newLyrics();
    const tab = await connect(owner, id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/lyrics/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await tab.whenClosed()).toBe(LYRICS_CLOSE.accessEnded);
  });

  it('closes the channel with 4403 when the project is deleted', async () => {
    const doomed = (await createProject(t.app, owner.profileId)).id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${doomed}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Doomed', content: '<p>gone soon</p>' },
    });
    const tab = await connect(owner, res.json<{ id: string }>().id);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${doomed}`,
      headers: { cookie: owner.cookie },
    });
    expect(removal.statusCode).toBeLessThan(300);
    expect(await tab.whenClosed()).toBe(LYRICS_CLOSE.accessEnded);
  });

  it('refuses an account’s eleventh channel on a server with 4429', async () => {
    const busy = await createUser(t.app);
    await addMember(t.app, projectId, busy, 'viewer');
    const id = await newLyrics();
    for (let i = 0; i < LIVE_PER_ACCOUNT; i++) await connect(busy, id);
    const extra = LiveLyricsClient.connect(base, id, { cookie: busy.cookie });
    open.push(extra);
    expect(await extra.whenClosed()).toBe(LYRICS_CLOSE.tooMany);
  });

  it('does not store a reader’s edits', async () => {
    const reader = await createUser(t.app);
    await addMember(t.app, projectId, reader, 'viewer');
    const id = await newLyrics();
    const tab = await connect(reader, id);
    tab.type('Vandal ');
    await eventually(() => tab.denied.includes('lyrics.readOnly'));
    expect(await storedUpdates(id)).toBe(0);
    expect((await connect(owner, id)).text()).toBe('Kept words');
  });
});
