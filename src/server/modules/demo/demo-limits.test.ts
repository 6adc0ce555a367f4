import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACTIVITY_REFRESH_MINUTES,
  DEMO_IDLE_HOURS,
  DEMO_PUBLISHING_CODE,
  DEMO_STORAGE_MB,
} from '../../../shared/constants.js';
import { inviteResultSchema } from '../../../shared/schemas/collaborations.js';
import { accounts, audioFiles, playlists, profiles, projects } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAudioRow, createUser } from '../../test/factories.js';
import { outboxMessages, startSmtpCapture } from '../../test/mail-capture.js';
import { sessionCookie } from '../../test/session-cookies.js';
import { fixture, multipart } from '../../test/audio-test-support.js';
import { removeExpiredDemoCopies } from './demo-expiry.js';
import { ensureDemoAccount } from './demo-seed.js';

const HOUR = 3600_000;

describe('what a demo studio may not do', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let visitor = 0;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://trackroom.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A visitor's demo session: its cookie, account and active (studio) profile. */
  async function demo(url = '/api/auth/demo-login') {
    visitor += 1;
    const res = await t.app.inject({ method: 'POST', url, remoteAddress: `10.1.0.${visitor}` });
    expect(res.statusCode).toBe(200);
    const user = res.json<{ id: string; accountId: string }>();
    return { cookie: sessionCookie(res), profileId: user.id, accountId: user.accountId };
  }
  const send = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const newProject = async (cookie: string) => {
    const res = await send('POST', '/api/projects', cookie, { title: 'Visitor Project' });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string; title: string }>();
  };

  it('invites without sending e-mail: the answer carries the link to copy', async () => {
    const { cookie } = await demo();
    const project = await newProject(cookie);
    const existing = await createUser(t.app);
    for (const email of [existing.email, 'stranger@example.com']) {
      const res = await send('POST', `/api/projects/${project.id}/invite`, cookie, {
        email,
        role: 'viewer',
      });
      expect(res.statusCode).toBe(201);
      const body = inviteResultSchema.parse(res.json());
      expect(body.emailSent).toBe(false);
      expect(body.inviteLink).toMatch(/^https:\/\/trackroom\.example\/(invitations|register)/);
      // The copied link works like an e-mailed one.
      const token = /invitations\/([A-Za-z0-9_-]+)|invitation=([A-Za-z0-9_-]+)/.exec(
        body.inviteLink,
      );
      expect(token).not.toBeNull();
    }
    const [invitation] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}/collaborations`,
        headers: { cookie },
      })
    ).json<Array<{ id: string }>>();
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/collaborations/${invitation!.id}/resend`,
      headers: { cookie },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().inviteLink).toMatch(/^https:\/\/trackroom\.example\//);
    expect(smtp.messages).toHaveLength(0);
    expect(await outboxMessages(t.dataDir)).toHaveLength(0);
    // Nor does the invited person hear of it in the app: visitors must not reach real people.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: existing.cookie },
    });
    expect(bell.statusCode).toBe(200);
    expect(JSON.stringify(bell.json())).not.toContain(project.title);
    for (const url of ['/api/collaborations/invitations', '/api/dashboard/fast']) {
      const seen = await t.app.inject({ method: 'GET', url, headers: { cookie: existing.cookie } });
      expect(seen.statusCode).toBe(200);
      expect(seen.body).not.toContain(project.id);
    }
  });

  it('cannot make a playlist public, on creation or later (403 demo.readOnlyPublishing)', async () => {
    const { cookie, profileId } = await demo();
    const created = await send('POST', '/api/playlists', cookie, { name: 'Mine', isPublic: true });
    expect(created.statusCode).toBe(403);
    expect(created.json().code).toBe(DEMO_PUBLISHING_CODE);
    const [list] = await t.app.deps.db
      .select()
      .from(playlists)
      .where(eq(playlists.ownerProfileId, profileId));
    const patched = await send('PATCH', `/api/playlists/${list!.id}`, cookie, { isPublic: true });
    expect(patched.statusCode).toBe(403);
    expect(patched.json().code).toBe(DEMO_PUBLISHING_CODE);
    const [after] = await t.app.deps.db.select().from(playlists).where(eq(playlists.id, list!.id));
    expect(after).toMatchObject({ isPublic: false, shareToken: null });
    // Private changes still work.
    const renamed = await send('PATCH', `/api/playlists/${list!.id}`, cookie, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    const privateList = await send('POST', '/api/playlists', cookie, { name: 'Private' });
    expect(privateList.statusCode).toBe(201);
  });

  it('cannot make its artist profile public (403 demo.readOnlyPublishing)', async () => {
    const { cookie, profileId } = await demo();
    const res = await send('PATCH', '/api/user/profile', cookie, {
      handle: `demo-${profileId.slice(0, 8)}`,
      isPublic: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(DEMO_PUBLISHING_CODE);
    const [row] = await t.app.deps.db.select().from(profiles).where(eq(profiles.id, profileId));
    expect(row).toMatchObject({ isPublic: false, handle: null });
  });

  it(`stores at most ${DEMO_STORAGE_MB} MB of audio per demo profile`, async () => {
    const { cookie, profileId } = await demo();
    const project = await newProject(cookie);
    const songs = await t.app.deps.db
      .select({ size: audioFiles.size })
      .from(audioFiles)
      .where(eq(audioFiles.ownerProfileId, profileId));
    const used = songs.reduce((sum, song) => sum + song.size, 0);
    // Fill the profile up to 20 KB short of its quota; a 2-second WAV (~88 KB) no longer fits.
    await createAudioRow(t.app, project.id, { size: DEMO_STORAGE_MB * 1024 ** 2 - used - 20_000 });
    const body = multipart([
      { name: 'audio', filename: 'tone.wav', content: await fixture('wav'), type: 'audio/wav' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/audio`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain(`storage limit of ${DEMO_STORAGE_MB} MB`);
  });
});

describe('demo studios expire after 24 h without use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const demoLogin = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/demo-login', remoteAddress });
  const expiryOf = async (accountId: string) =>
    (await t.app.deps.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]
      ?.demoExpiresAt;
  const setExpiry = (accountId: string, at: Date) =>
    t.app.deps.db.update(accounts).set({ demoExpiresAt: at }).where(eq(accounts.id, accountId));

  it(`starts each copy with ${DEMO_IDLE_HOURS} h, and use moves the expiry`, async () => {
    const before = Date.now();
    const res = await demoLogin('10.2.0.1');
    const { accountId } = res.json<{ accountId: string }>();
    const start = (await expiryOf(accountId))!.getTime();
    expect(start).toBeGreaterThanOrEqual(before + DEMO_IDLE_HOURS * HOUR);
    // Used again with 2 h left: the expiry moves to 24 h from now.
    await setExpiry(accountId, new Date(Date.now() + 2 * HOUR));
    const used = Date.now();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
    expect((await expiryOf(accountId))!.getTime()).toBeGreaterThanOrEqual(
      used + DEMO_IDLE_HOURS * HOUR,
    );
    // Used again within the refresh interval: no write (the expiry stays where it is).
    const recent = new Date(
      Date.now() + DEMO_IDLE_HOURS * HOUR - (DEMO_ACTIVITY_REFRESH_MINUTES / 2) * 60_000,
    );
    await setExpiry(accountId, recent);
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res) },
    });
    expect((await expiryOf(accountId))!.getTime()).toBe(recent.getTime());
  });

  it('removes expired copies with everything they own, and nothing else', async () => {
    const template = await ensureDemoAccount(t.app.deps);
    const templateSongs = await t.app.deps.db
      .select()
      .from(audioFiles)
      .where(eq(audioFiles.ownerProfileId, template.studioProfileId));
    const expired = (await demoLogin('10.2.0.2')).json<{ accountId: string; id: string }>();
    const kept = (await demoLogin('10.2.0.3')).json<{ accountId: string; id: string }>();
    const real = await createUser(t.app);
    const expiredSongs = await t.app.deps.db
      .select()
      .from(audioFiles)
      .where(eq(audioFiles.ownerProfileId, expired.id));
    expect(expiredSongs.length).toBeGreaterThan(0);
    const now = new Date();
    await setExpiry(expired.accountId, new Date(now.getTime() - 1));

    expect(await removeExpiredDemoCopies(t.app.deps, now)).toBe(1);

    expect(await expiryOf(expired.accountId)).toBeUndefined();
    const left = await t.app.deps.db
      .select()
      .from(projects)
      .where(eq(projects.ownerProfileId, expired.id));
    expect(left).toHaveLength(0);
    for (const song of expiredSongs)
      expect(await t.app.deps.storage.stat(song.filename)).toBeNull();
    // The template's shared bytes, the other copy and real accounts stay.
    for (const song of templateSongs) {
      expect(await t.app.deps.storage.stat(song.filename)).toEqual({ size: song.size });
    }
    expect(await expiryOf(kept.accountId)).toBeInstanceOf(Date);
    const accountsLeft = await t.app.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, real.accountId));
    expect(accountsLeft).toHaveLength(1);
    // A second run finds nothing more.
    expect(await removeExpiredDemoCopies(t.app.deps, now)).toBe(0);
  });
});
