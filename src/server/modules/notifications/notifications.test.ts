import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteResultSchema } from '../../../shared/schemas/collaborations.js';
import { notificationSchema, type Notification } from '../../../shared/schemas/notifications.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { fixture, multipart } from '../../test/audio-test-support.js';

describe('notifications', () => {
  let t: TestApp;
  let owner: TestUser;
  let invitee: TestUser;
  let stranger: TestUser;

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, payload });
  const listOf = async (user: TestUser) =>
    notificationSchema.array().parse((await call('GET', '/api/notifications', user.cookie)).json());

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { artistName: 'The Owners' });
    invitee = await createUser(t.app, { artistName: 'Guest Voice' });
    stranger = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('tells an existing account of an invitation, and the owner of its acceptance', async () => {
    const project = await createProject(t.app, owner.profileId, { title: 'Harbour Lights' });
    const sent = inviteResultSchema.parse(
      (
        await call('POST', `/api/projects/${project.id}/invite`, owner.cookie, {
          email: invitee.email,
        })
      ).json(),
    );
    const [received] = await listOf(invitee);
    expect(received).toMatchObject({
      type: 'collaboration',
      kind: 'invitation.received',
      params: { name: 'The Owners', project: 'Harbour Lights', role: 'collaborator' },
      isRead: false,
      link: '/invitations',
    });
    expect(await listOf(owner)).toEqual([]);

    await call('POST', `/api/collaborations/${sent.collaboration.id}/accept`, invitee.cookie);
    const [accepted] = await listOf(owner);
    expect(accepted).toMatchObject({
      kind: 'invitation.accepted',
      message: 'Guest Voice joined "Harbour Lights"',
      link: `/projects/${project.id}?tab=collaborators`,
    });
    // The one who acted is never told of their own act.
    expect((await listOf(invitee)).map((n) => n.kind)).toEqual(['invitation.received']);
  });

  it('tells the other members of audio uploaded to a shared project', async () => {
    const project = await createProject(t.app, owner.profileId, { title: 'Shared Session' });
    const member = await createUser(t.app);
    await addMember(t.app, project.id, member, 'collaborator');
    const body = multipart([
      { name: 'audio', filename: 'take-one.wav', content: await fixture('wav'), type: 'audio/wav' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/audio`,
      headers: { ...body.headers, cookie: member.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const [uploaded] = await listOf(owner);
    expect(uploaded).toMatchObject({ type: 'upload', kind: 'audio.uploaded' });
    expect(uploaded!.message).toContain('"take-one"');
    expect((await listOf(member)).some((n) => n.kind === 'audio.uploaded')).toBe(false);
  });

  it('marks one as read (own only) and all as read', async () => {
    const [first] = await listOf(owner);
    const url = `/api/notifications/${first!.id}/read`;
    expect((await call('PATCH', url)).statusCode).toBe(401);
    expect((await call('PATCH', url, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/api/notifications/not-a-uuid/read', owner.cookie)).statusCode,
    ).toBe(404);
    expect((await call('PATCH', url, owner.cookie)).statusCode).toBe(204);
    expect((await listOf(owner)).find((n) => n.id === first!.id)?.isRead).toBe(true);

    const all = await call('PATCH', '/api/notifications/mark-all-read', owner.cookie);
    expect(all.statusCode).toBe(200);
    expect((await listOf(owner)).every((n) => n.isRead)).toBe(true);
    expect((await listOf(invitee)).some((n) => !n.isRead)).toBe(true);
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('pushes a new notification to every open stream of that profile, and only to it', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = (user: TestUser) => {
      const controller = new AbortController();
      const response = fetch(`${base}/api/notifications/stream`, {
        headers: { cookie: user.cookie },
        signal: controller.signal,
      });
      return { controller, response };
    };
    const tabs = [open(invitee), open(invitee), open(stranger)];
    const readers = await Promise.all(
      tabs.map(async ({ response }) => {
        const res = await response;
        expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
        return res.body!.getReader();
      }),
    );
    const nextEvent = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += new TextDecoder().decode(value);
        const match = /event: notification\ndata: (.+)\n\n/.exec(text);
        if (match) return JSON.parse(match[1]!) as Notification;
      }
    };
    // Wait until the streams are registered: each has sent its retry line.
    for (const reader of readers) await reader.read();

    const project = await createProject(t.app, owner.profileId, { title: 'Live Wire' });
    await call('POST', `/api/projects/${project.id}/invite`, owner.cookie, {
      email: invitee.email,
    });
    const [one, two] = await Promise.all([nextEvent(readers[0]!), nextEvent(readers[1]!)]);
    expect(one).toMatchObject({ kind: 'invitation.received', params: { project: 'Live Wire' } });
    expect(two.id).toBe(one.id);

    // The stranger's stream got nothing: its next read is the end we cause by closing.
    const strangerRead = readers[2]!.read();
    for (const { controller } of tabs) controller.abort();
    await expect(strangerRead).rejects.toThrow();
  });

  it('refuses the stream when signed out', async () => {
    expect((await call('GET', '/api/notifications/stream')).statusCode).toBe(401);
  });
});
