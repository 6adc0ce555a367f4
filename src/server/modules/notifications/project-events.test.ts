import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_EVENT_IDS_MAX,
  type ProjectChangeKind,
} from '../../../shared/schemas/project-events.js';
import { projectAnnouncement } from '../../db/project-events.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  addMember,
  createAudioRow,
  createProject,
  createUser,
  type TestProject,
  type TestUser,
} from '../../test/factories.js';
import {
  listenLocally,
  openProjectEventStream,
  type ProjectEventStream,
} from '../../test/project-event-streams.js';

/**
 * Live project state (issue 26 item 1), through real event streams: each change to a project
 * reaches its members' open streams as an event naming what changed, never the content, and
 * never reaches anyone else's.
 */
describe('live project events', () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let project: TestProject;
  const streams: ProjectEventStream[] = [];
  let memberStream: ProjectEventStream;
  let viewerStream: ProjectEventStream;
  let strangerStream: ProjectEventStream;

  const call = async (method: string, url: string, cookie: string, payload?: object) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie }, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json<{ id: string }>() : null;
  };
  const open = async (user: TestUser) => {
    const stream = await openProjectEventStream(baseUrl, user.cookie);
    streams.push(stream);
    return stream;
  };
  /** The next event of `kind` in `projectId` that `stream` receives from now on. */
  const awaitEvent = (stream: ProjectEventStream, kind: ProjectChangeKind, projectId: string) => {
    const from = stream.events.length;
    return stream.next((e, i) => i >= from && e.kind === kind && e.projectId === projectId);
  };
  const eventsOf = (stream: ProjectEventStream, projectId: string) =>
    stream.events.filter((event) => event.projectId === projectId);

  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await listenLocally(t.app);
    [owner, member, viewer, stranger] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
    ]);
    project = await createProject(t.app, owner.profileId, { title: 'Live Song' });
    await addMember(t.app, project.id, member, 'collaborator');
    await addMember(t.app, project.id, viewer, 'viewer');
    memberStream = await open(member);
    viewerStream = await open(viewer);
    strangerStream = await open(stranger);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it('sends every kind of change to a member, naming the rows, and nothing to a stranger', async () => {
    const audio = await createAudioRow(t.app, project.id);
    const third = await createUser(t.app);
    const thirdMembership = await addMember(t.app, project.id, third, 'collaborator');
    const changes: [ProjectChangeKind, () => Promise<string | null>][] = [
      [
        'project',
        async () => (
          await call('PATCH', `/api/projects/${project.id}`, owner.cookie, { description: 'Live' }),
          null
        ),
      ],
      [
        'details',
        async () => (
          await call('POST', `/api/projects/${project.id}/details`, owner.cookie, { tempo: '120' }),
          null
        ),
      ],
      [
        'lyrics',
        async () =>
          (await call('POST', `/api/projects/${project.id}/lyrics`, member.cookie, {
            title: 'Verse',
            content: '<p>la la</p>',
          }))!.id,
      ],
      [
        'credits',
        async () =>
          (await call('POST', `/api/projects/${project.id}/credits`, owner.cookie, {
            name: 'Ada',
            role: 'producer',
          }))!.id,
      ],
      [
        'splits',
        async () =>
          (await call('POST', `/api/projects/${project.id}/splits`, owner.cookie, {
            name: 'Ada',
            email: 'ada@example.com',
            percentage: 50,
            splitType: 'master',
          }))!.id,
      ],
      [
        'audio',
        async () => (
          await call('PATCH', `/api/audio/${audio.id}/title`, owner.cookie, { title: 'Renamed' }),
          audio.id
        ),
      ],
      [
        'comments',
        async () => (
          await call('POST', `/api/audio/${audio.id}/comments`, owner.cookie, {
            atSeconds: 0,
            body: 'Nice take',
          }),
          audio.id
        ),
      ],
      [
        'members',
        async () => (
          await call('PATCH', `/api/collaborations/${thirdMembership}`, owner.cookie, {
            role: 'viewer',
          }),
          thirdMembership
        ),
      ],
    ];
    for (const [kind, act] of changes) {
      const heard = awaitEvent(memberStream, kind, project.id);
      const id = await act();
      const event = await heard;
      expect(event.ids, kind).toEqual(id ? [id] : []);
    }
    // The stranger's stream was handed each change at the same moment as the member's.
    expect(eventsOf(strangerStream, project.id)).toEqual([]);
  });

  it('gives a viewer the event and no content, and no word of splits', async () => {
    const splitEvent = awaitEvent(memberStream, 'splits', project.id);
    await call('POST', `/api/projects/${project.id}/splits`, owner.cookie, {
      name: 'Secret Share',
      email: 'secret@example.com',
      percentage: 10,
      splitType: 'publishing',
    });
    await splitEvent;
    const creditEvent = awaitEvent(viewerStream, 'credits', project.id);
    const credit = await call('POST', `/api/projects/${project.id}/credits`, owner.cookie, {
      name: 'Hidden Name',
      role: 'mixer',
    });
    expect(await creditEvent).toEqual({
      projectId: project.id,
      kind: 'credits',
      ids: [credit!.id],
    });
    expect(viewerStream.raw.join('\n')).not.toMatch(/Hidden Name|Secret Share|secret@example/);
    expect(eventsOf(viewerStream, project.id).some((event) => event.kind === 'splits')).toBe(false);
  });

  it('tells of a thread resolved, and of a new latest version carrying the open threads', async () => {
    const [v1, v2] = await Promise.all([
      createAudioRow(t.app, project.id),
      createAudioRow(t.app, project.id),
    ]);
    const posted = awaitEvent(memberStream, 'comments', project.id);
    const comment = await call('POST', `/api/audio/${v1.id}/comments`, owner.cookie, {
      atSeconds: 0,
      body: 'Resolve me',
    });
    await posted;
    const resolved = awaitEvent(memberStream, 'comments', project.id);
    await call('PATCH', `/api/comments/${comment!.id}`, member.cookie, { resolved: true });
    expect((await resolved).ids).toEqual([v1.id]);

    const audio = awaitEvent(memberStream, 'audio', project.id);
    const carried = awaitEvent(memberStream, 'comments', project.id);
    await call('POST', `/api/audio/${v2.id}/latest`, owner.cookie, { versionOf: v1.id });
    expect((await audio).ids).toEqual([v2.id, v1.id]);
    expect((await carried).ids).toEqual([v2.id]);
  });

  it('makes a bulk action one event per project', async () => {
    const files = await Promise.all(
      [1, 2, 3].map(() =>
        createAudioRow(t.app, project.id, { uploaderProfileId: owner.profileId }),
      ),
    );
    const from = eventsOf(memberStream, project.id).length;
    const deleted = awaitEvent(memberStream, 'audio', project.id);
    await call('POST', '/api/audio/bulk', owner.cookie, {
      action: 'delete',
      ids: files.map((file) => file.id),
    });
    expect((await deleted).ids.toSorted()).toEqual(files.map((file) => file.id).toSorted());
    // A later change marks the end: nothing else about audio came in between.
    const marker = awaitEvent(memberStream, 'details', project.id);
    await call('POST', `/api/projects/${project.id}/details`, owner.cookie, { tempo: '90' });
    await marker;
    const since = eventsOf(memberStream, project.id).slice(from);
    expect(since.map((event) => event.kind)).toEqual(['audio', 'details']);
  });

  it('names no ids past the cap, so an announcement stays far under NOTIFY’s 8,000 bytes', () => {
    const ids = Array.from({ length: PROJECT_EVENT_IDS_MAX }, () => crypto.randomUUID());
    const full = projectAnnouncement(crypto.randomUUID(), { kind: 'audio', ids });
    expect(full.ids).toHaveLength(PROJECT_EVENT_IDS_MAX);
    expect(JSON.stringify(full).length).toBeLessThan(2_500);
    const over = [...ids, crypto.randomUUID()];
    expect(projectAnnouncement(crypto.randomUUID(), { kind: 'audio', ids: over }).ids).toEqual([]);
  });

  it('tells a removed member, and one who left, of the change that shut them out, then nothing', async () => {
    const removed = await createUser(t.app);
    const leaving = await createUser(t.app);
    const removedMembership = await addMember(t.app, project.id, removed, 'collaborator');
    await addMember(t.app, project.id, leaving, 'viewer');
    const removedStream = await open(removed);
    const leavingStream = await open(leaving);

    const shutOut = awaitEvent(removedStream, 'members', project.id);
    await call('DELETE', `/api/collaborations/${removedMembership}`, owner.cookie);
    expect((await shutOut).ids).toEqual([removedMembership]);

    const left = awaitEvent(leavingStream, 'members', project.id);
    await call('DELETE', `/api/collaborations/leave/${project.id}`, leaving.cookie);
    await left;

    const later = awaitEvent(memberStream, 'credits', project.id);
    await call('POST', `/api/projects/${project.id}/credits`, owner.cookie, {
      name: 'After',
      role: 'mixer',
    });
    await later;
    const kinds = (stream: ProjectEventStream) =>
      eventsOf(stream, project.id).map((event) => event.kind);
    expect(kinds(removedStream)).toEqual(['members']);
    // The one who left was still a member when the other was removed.
    expect(kinds(leavingStream)).toEqual(['members', 'members']);
  });

  it('tells every member of a deleted project', async () => {
    const doomed = await createProject(t.app, owner.profileId, { title: 'Doomed' });
    await addMember(t.app, doomed.id, member, 'viewer');
    const gone = awaitEvent(memberStream, 'project', doomed.id);
    await call('DELETE', `/api/projects/${doomed.id}`, owner.cookie);
    expect(await gone).toEqual({ projectId: doomed.id, kind: 'project', ids: [] });
    expect(eventsOf(strangerStream, doomed.id)).toEqual([]);
  });
});
