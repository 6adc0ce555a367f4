// Issue 27 items 2 and 3, the listener's side: the page's API under /api/s/{token} with no
// account, its password, what it serves (re-checked on every request), comments and receipts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentSchema } from '../../../shared/schemas/comments.js';
import {
  sharedLinkSchema,
  sharedLinkTrackSchema,
  shareListenSchema,
} from '../../../shared/schemas/share-links.js';
import { shareLinks } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import {
  shareApi,
  storedSong,
  type MadeLink,
  type ShareApi,
} from '../../test/share-link-test-support.js';

describe('a share link, the listener’s side', () => {
  let t: TestApp;
  let api: ShareApi;
  let owner: TestUser;
  let member: TestUser;
  let projectId: string;
  let song: TestAudioRow;
  const wav = Buffer.alloc(4000, 7);

  const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;
  const tracksOf = async (link: MadeLink, cookie?: string) => {
    const res = await api.call('GET', `${link.api}/tracks`, { headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return sharedLinkTrackSchema.array().parse(res.json());
  };
  const setMembersMayShare = async (allowed: boolean) => {
    const res = await api.call('PATCH', `/api/projects/${projectId}`, {
      user: owner,
      payload: { membersMayShare: allowed },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    api = shareApi(t);
    owner = await createUser(t.app, { artistName: 'Owner' });
    member = await createUser(t.app, { artistName: 'Member' });
    projectId = (await createProject(t.app, owner.profileId, { title: 'Unreleased' })).id;
    await addMember(t.app, projectId, member, 'collaborator');
    song = await storedSong(t, projectId, wav, { title: 'Summer Song', duration: 10 });
  });
  afterAll(() => t.close());

  it('opens with no account: what the link allows, no-store and noindex, and the opening counted', async () => {
    const link = await api.create(owner, { target: { type: 'audio', id: song.id } });
    const res = await api.call('GET', link.api);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(sharedLinkSchema.parse(res.json())).toMatchObject({
      title: 'Summer Song',
      type: 'audio',
      senderName: 'Owner',
      recipientName: 'Ana',
      allowDownload: false,
      trackCount: 1,
    });
    const [track] = await tracksOf(link);
    expect(track).toMatchObject({ audioId: song.id, versionLabel: 'v1', downloadUrl: null });
    const [row] = await t.app.deps.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.firstOpenedAt).not.toBeNull();
    const unknown = await api.call('GET', `/api/s/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('streams with Range; a download is refused unless the link allows it', async () => {
    const closed = await api.create(owner, { target: { type: 'audio', id: song.id } });
    const ranged = await api.call('GET', `${closed.api}/audio/${song.id}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    const refused = await api.call('GET', `${closed.api}/audio/${song.id}?download=1`);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('share.downloadOff');
    const open = await api.create(owner, {
      target: { type: 'audio', id: song.id },
      allowDownload: true,
    });
    const [track] = await tracksOf(open);
    expect(track!.downloadUrl).toBe(`${open.api}/audio/${song.id}?download=1`);
    const download = await api.call('GET', track!.downloadUrl!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    const other = await storedSong(t, projectId, wav);
    expect((await api.call('GET', `${open.api}/audio/${other.id}`)).statusCode).toBe(404);
  });

  it('asks for the password first; the unlock cookie opens this link alone', async () => {
    const link = await api.create(owner, {
      target: { type: 'audio', id: song.id },
      password: 'open sesame',
    });
    const locked = await api.call('GET', link.api);
    expect(locked.statusCode).toBe(401);
    expect(codeOf(locked)).toBe('share.passwordRequired');
    expect((await api.call('GET', `${link.api}/audio/${song.id}`)).statusCode).toBe(401);
    const wrong = await api.call('POST', `${link.api}/unlock`, { payload: { password: 'guess' } });
    expect(wrong.statusCode).toBe(401);
    expect(codeOf(wrong)).toBe('share.passwordWrong');
    const res = await api.call('POST', `${link.api}/unlock`, {
      payload: { password: 'open sesame' },
    });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'trackroom_share')!;
    expect(cookie).toMatchObject({ path: link.api, httpOnly: true, sameSite: 'Lax' });
    const header = { cookie: `trackroom_share=${cookie.value}` };
    expect((await api.call('GET', link.api, { headers: header })).statusCode).toBe(200);
    const another = await api.create(owner, {
      target: { type: 'audio', id: song.id },
      password: 'open sesame',
    });
    expect((await api.call('GET', another.api, { headers: header })).statusCode).toBe(401);
  });

  it('answers 410 once revoked or expired', async () => {
    const link = await api.create(owner, { target: { type: 'audio', id: song.id } });
    await api.call('DELETE', `/api/share-links/${link.id}`, { user: owner });
    const revoked = await api.call('GET', link.api);
    expect(revoked.statusCode).toBe(410);
    expect(codeOf(revoked)).toBe('share.revoked');
    expect((await api.call('GET', `${link.api}/audio/${song.id}`)).statusCode).toBe(410);
    const later = await api.create(owner, { target: { type: 'audio', id: song.id } });
    await t.app.deps.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, later.id));
    const expired = await api.call('GET', `${later.api}/tracks`);
    expect(expired.statusCode).toBe(410);
    expect(codeOf(expired)).toBe('share.expired');
  });

  it('a member’s link stops serving the moment the owner turns "Members may share" off', async () => {
    await setMembersMayShare(true);
    const link = await api.create(member, { target: { type: 'project', id: projectId } });
    expect((await tracksOf(link)).map((track) => track.audioId)).toContain(song.id);
    await setMembersMayShare(false);
    expect(await tracksOf(link)).toEqual([]);
    expect((await api.call('GET', `${link.api}/audio/${song.id}`)).statusCode).toBe(404);
    const page = sharedLinkSchema.parse((await api.call('GET', link.api)).json());
    expect(page).toMatchObject({ title: '', trackCount: 0 });
  });

  it('follows the song’s latest version, or keeps the one chosen', async () => {
    // A minute older than its second version (v1, v2 by time): two writes can share a tick.
    const first = await storedSong(t, projectId, wav, {
      title: 'Ballad',
      isLatest: false,
      createdAt: new Date(Date.now() - 60_000),
    });
    const pinned = await api.create(owner, { target: { type: 'audio', id: first.id } });
    const latest = await api.create(owner, {
      target: { type: 'audio', id: first.id, followLatest: true },
    });
    const second = await storedSong(t, projectId, wav, {
      title: 'Ballad (mix 2)',
      songId: first.songId,
    });
    expect((await tracksOf(pinned))[0]).toMatchObject({ audioId: first.id, versionLabel: 'v1' });
    expect((await tracksOf(latest))[0]).toMatchObject({ audioId: second.id, versionLabel: 'v2' });
  });

  it('a listener’s comment reaches the song, signed with the recipient’s name', async () => {
    const closed = await api.create(owner, { target: { type: 'audio', id: song.id } });
    const body = { audioId: song.id, atSeconds: 3, body: 'Love the bridge' };
    const refused = await api.call('POST', `${closed.api}/comments`, { payload: body });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('share.commentsOff');
    const open = await api.create(owner, {
      target: { type: 'audio', id: song.id },
      allowComments: true,
    });
    const posted = await api.call('POST', `${open.api}/comments`, { payload: body });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ authorName: 'Ana', body: 'Love the bridge' });
    const tooLong = await api.call('POST', `${open.api}/comments`, {
      payload: { ...body, body: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
    const own = await api.call('GET', `${open.api}/comments`);
    expect(own.json()).toHaveLength(1);
    const seen = await api.call('GET', `/api/audio/${song.id}/comments?limit=50`, { user: member });
    const comments = commentSchema.array().parse(seen.json());
    expect(comments.find((c) => c.body === 'Love the bridge')).toMatchObject({
      authorName: 'Ana',
      authorProfileId: null,
    });
  });

  it('takes listen reports (a sendBeacon text body too), refuses spans past the song', async () => {
    const link = await api.create(owner, { target: { type: 'audio', id: song.id } });
    const listenId = randomUUID();
    const report = (payload: object | string, headers: Record<string, string> = {}) =>
      api.call('POST', `${link.api}/listens`, { payload, headers });
    const outside = await report({ listenId, audioId: song.id, ranges: [[0, 30]] });
    expect(outside.statusCode).toBe(400);
    expect(codeOf(outside)).toBe('share.listenOutOfRange');
    expect((await report({ listenId, audioId: song.id, ranges: [[0, 5.5]] })).statusCode).toBe(204);
    const beacon = await report(
      JSON.stringify({
        listenId,
        audioId: song.id,
        ranges: [
          [5.5, 10],
          [0, 2],
        ],
        ended: true,
      }),
      { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:80' },
    );
    expect(beacon.statusCode, beacon.body).toBe(204);
    const listens = await api.call('GET', `/api/share-links/${link.id}/listens`, { user: owner });
    const [listen] = shareListenSchema.array().parse(listens.json());
    expect(listen).toMatchObject({
      id: listenId,
      versionLabel: 'v1',
      secondsHeard: 10,
      replayedSeconds: 2,
      percentHeard: 100,
      ended: true,
    });
    const bell = await api.call('GET', '/api/notifications?limit=20', { user: owner });
    const notice = bell
      .json<{ kind: string; params: Record<string, string> }[]>()
      .find((n) => n.kind === 'share.listened');
    expect(notice?.params).toMatchObject({
      name: 'Ana',
      title: 'Summer Song',
      version: 'v1',
      percent: '100',
    });
    const stolen = await report({ listenId, audioId: randomUUID(), ranges: [] });
    expect(stolen.statusCode).toBe(404);
  });
});
