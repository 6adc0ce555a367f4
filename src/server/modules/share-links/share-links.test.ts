// Issue 27 items 1 and 3, the sharer's side: who may make a link (the policy's 'audio.share'),
// the list of one's links and of members' links on one's projects, revoking, who reads receipts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinkSummarySchema, shareListenSchema } from '../../../shared/schemas/share-links.js';
import { accounts, playlists } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createProject,
  createUser,
  type TestAudioRow,
  type TestUser,
} from '../../test/factories.js';
import { nextLink } from '../../test/list-contract.js';
import { decodedMail, outboxMessages } from '../../test/mail-capture.js';
import { shareApi, storedSong, type ShareApi } from '../../test/share-link-test-support.js';

describe('share links, the sharer’s side', () => {
  let t: TestApp;
  let api: ShareApi;
  let owner: TestUser;
  let viewer: TestUser;
  let collaborator: TestUser;
  let outsider: TestUser;
  let projectId: string;
  let song: TestAudioRow;
  const wav = Buffer.alloc(2000, 1);

  const createStatus = async (user: TestUser, body: object) =>
    (
      await api.call('POST', '/api/share-links', {
        user,
        payload: { recipientName: 'Ana', allowDownload: false, allowComments: false, ...body },
      })
    ).statusCode;
  const listOf = async (user: TestUser) => {
    const res = await api.call('GET', '/api/share-links?limit=50', { user });
    expect(res.statusCode, res.body).toBe(200);
    return shareLinkSummarySchema.array().parse(res.json());
  };
  const setMembersMayShare = async (allowed: boolean) => {
    const res = await api.call('PATCH', `/api/projects/${projectId}`, {
      user: owner,
      payload: { membersMayShare: allowed },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://trackroom.example' });
    api = shareApi(t);
    owner = await createUser(t.app, { artistName: 'Owner' });
    viewer = await createUser(t.app, { artistName: 'Viewer' });
    collaborator = await createUser(t.app, { artistName: 'Collaborator' });
    outsider = await createUser(t.app, { artistName: 'Outsider' });
    projectId = (await createProject(t.app, owner.profileId, { title: 'Unreleased' })).id;
    await addMember(t.app, projectId, viewer, 'viewer');
    await addMember(t.app, projectId, collaborator, 'collaborator');
    song = await storedSong(t, projectId, wav, { title: 'Summer Song' });
  });
  afterAll(() => t.close());

  it('the owner makes a link for a version: 201 with its URL at PUBLIC_URL and a 256-bit token', async () => {
    const made = await api.create(owner, { target: { type: 'audio', id: song.id } });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url).toBe(`https://trackroom.example/s/${made.token}`);
    const listed = (await listOf(owner)).find((link) => link.id === made.id)!;
    expect(listed).toMatchObject({
      url: made.url,
      state: 'active',
      target: { type: 'audio', id: song.id, title: 'Summer Song', versionLabel: 'v1' },
      recipientName: 'Ana',
      hasPassword: false,
      canSeeReceipts: true,
      listenCount: 0,
      createdBy: { profileId: owner.profileId, name: 'Owner' },
    });
  });

  it('refuses an outsider (404), a member while sharing is off (403), and lets them once on', async () => {
    expect(await createStatus(outsider, { target: { type: 'audio', id: song.id } })).toBe(404);
    expect(await createStatus(outsider, { target: { type: 'project', id: projectId } })).toBe(404);
    expect(await createStatus(viewer, { target: { type: 'audio', id: song.id } })).toBe(403);
    expect(await createStatus(collaborator, { target: { type: 'project', id: projectId } })).toBe(
      403,
    );
    await setMembersMayShare(true);
    expect(await createStatus(viewer, { target: { type: 'audio', id: song.id } })).toBe(201);
    await setMembersMayShare(false);
  });

  it('a playlist link must name the caller’s own playlist', async () => {
    const [mine] = await t.app.deps.db
      .insert(playlists)
      .values({ ownerProfileId: owner.profileId, name: 'For the label' })
      .returning();
    expect(await createStatus(owner, { target: { type: 'playlist', id: mine!.id } })).toBe(201);
    expect(await createStatus(outsider, { target: { type: 'playlist', id: mine!.id } })).toBe(404);
  });

  it('refuses bad input with its code and stores nothing', async () => {
    const before = (await listOf(owner)).length;
    const refusal = async (body: object) => {
      const res = await api.call('POST', '/api/share-links', {
        user: owner,
        payload: {
          target: { type: 'audio', id: song.id },
          allowDownload: false,
          allowComments: false,
          recipientName: 'Ana',
          ...body,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ code: string }>().code;
    };
    expect(await refusal({ expiresAt: '2000-01-01T00:00:00Z' })).toBe('share.expiryPast');
    const farAway = new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString();
    expect(await refusal({ expiresAt: farAway })).toBe('share.expiryTooFar');
    expect(await refusal({ recipientName: '  ' })).toBe('share.recipientRequired');
    expect(await refusal({ recipientName: 'x'.repeat(101) })).toBe('share.recipientNameTooLong');
    expect(await refusal({ password: 'abc' })).toBe('share.passwordTooShort');
    expect(await refusal({ allowDownload: undefined })).toBe('share.allowDownloadRequired');
    expect(await refusal({ target: { type: 'song', id: song.id } })).toBe(
      'share.targetTypeInvalid',
    );
    expect((await listOf(owner)).length).toBe(before);
    expect((await api.call('POST', '/api/share-links', { payload: {} })).statusCode).toBe(401);
  });

  it('mails the link in the recipient’s language from PUBLIC_URL, the password apart', async () => {
    const made = await api.create(owner, {
      target: { type: 'audio', id: song.id, followLatest: true },
      recipientEmail: 'label@example.com',
      recipientLanguage: 'es',
      password: 'open sesame',
    });
    expect(made.emailSent).toBe(true);
    const mails = (await outboxMessages(t.dataDir)).map(decodedMail);
    const mail = mails.find((text) => text.includes(made.url));
    expect(mail).toBeDefined();
    expect(mail).toContain('Owner compartió «Summer Song» contigo');
    expect(mail).not.toContain('open sesame');
  });

  it('a demo studio may not make links (nothing of a visitor’s is published)', async () => {
    const visitor = await createUser(t.app, { artistName: 'Visitor' });
    await t.app.deps.db
      .update(accounts)
      .set({ isDemo: true })
      .where(eq(accounts.id, visitor.accountId));
    const own = await createProject(t.app, visitor.profileId);
    const demoSong = await storedSong(t, own.id, wav);
    const res = await api.call('POST', '/api/share-links', {
      user: visitor,
      payload: {
        target: { type: 'audio', id: demoSong.id },
        recipientName: 'Ana',
        allowDownload: false,
        allowComments: false,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'demo.readOnlyPublishing' });
  });

  it('lists a member’s link to its maker and to the project’s owner, never to others', async () => {
    await setMembersMayShare(true);
    const made = await api.create(collaborator, { target: { type: 'project', id: projectId } });
    await setMembersMayShare(false);
    const ownerView = (await listOf(owner)).find((link) => link.id === made.id);
    expect(ownerView).toMatchObject({ canSeeReceipts: true, target: { title: 'Unreleased' } });
    expect((await listOf(collaborator)).map((link) => link.id)).toContain(made.id);
    expect((await listOf(viewer)).map((link) => link.id)).not.toContain(made.id);
    expect((await listOf(outsider)).map((link) => link.id)).not.toContain(made.id);
    const listens = (user: TestUser) =>
      api.call('GET', `/api/share-links/${made.id}/listens`, { user });
    expect((await listens(collaborator)).statusCode).toBe(200);
    expect((await listens(owner)).statusCode).toBe(200);
    expect((await listens(viewer)).statusCode).toBe(404);
    expect((await listens(outsider)).statusCode).toBe(404);
    shareListenSchema.array().parse((await listens(owner)).json());
  });

  it('revokes: the maker or the project’s owner; anyone else gets 404', async () => {
    await setMembersMayShare(true);
    const made = await api.create(collaborator, { target: { type: 'audio', id: song.id } });
    await setMembersMayShare(false);
    const revoke = (user: TestUser) => api.call('DELETE', `/api/share-links/${made.id}`, { user });
    expect((await revoke(viewer)).statusCode).toBe(404);
    expect((await revoke(outsider)).statusCode).toBe(404);
    expect((await revoke(owner)).statusCode).toBe(204);
    const listed = (await listOf(collaborator)).find((link) => link.id === made.id)!;
    expect(listed.state).toBe('revoked');
    expect(listed.revokedAt).not.toBeNull();
  });

  it('pages the list newest first with Link headers', async () => {
    const pageOne = await api.call('GET', '/api/share-links?limit=2', { user: owner });
    expect(pageOne.statusCode).toBe(200);
    expect(pageOne.headers.link).toMatch(/rel="next"/);
    const next = nextLink(pageOne.headers.link)!;
    const pageTwo = await api.call('GET', next, { user: owner });
    const first = shareLinkSummarySchema.array().parse(pageOne.json());
    const second = shareLinkSummarySchema.array().parse(pageTwo.json());
    expect(first.length).toBe(2);
    expect(second[0]!.createdAt <= first[1]!.createdAt).toBe(true);
    expect(second.map((l) => l.id)).not.toContain(first[0]!.id);
    const forged = await api.call('GET', '/api/share-links?cursor=bm9wZQ', { user: owner });
    expect(forged.statusCode).toBe(400);
  });
});
