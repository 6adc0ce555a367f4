import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, createUser } from '../../test/factories.js';
import { openProjectEventStream } from '../../test/project-event-streams.js';
import {
  twoAppsOnOneDatabase,
  type TwoAppsOnOneDatabase,
} from '../../test/two-apps-one-database.js';

/**
 * Two servers on one database, as behind a load balancer: a notification stored through one
 * reaches a stream held open on the other. On PostgreSQL (TEST_DATABASE=postgres) the second
 * server has its own connections, so this is LISTEN/NOTIFY between processes' pools; on PGlite
 * both share the one embedded connection.
 */
describe('notification fan-out between servers', () => {
  let apps: TwoAppsOnOneDatabase;
  let writer: FastifyInstance;
  let reader: FastifyInstance;

  beforeAll(async () => {
    apps = await twoAppsOnOneDatabase();
    ({ writer, reader } = apps);
  });
  afterAll(async () => {
    await apps.close();
  });

  it('pushes to a stream on the other server', async () => {
    const owner = await createUser(writer);
    const invitee = await createUser(writer);
    const base = await reader.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie: invitee.cookie },
      signal: controller.signal,
    });
    const stream = res.body!.getReader();
    await stream.read(); // the retry line: the stream is registered

    const project = await createProject(writer, owner.profileId, { title: 'Two Servers' });
    const invited = await writer.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/invite`,
      headers: { cookie: owner.cookie },
      payload: { email: invitee.email },
    });
    expect(invited.statusCode).toBe(201);

    let text = '';
    while (!text.includes('event: notification')) {
      const { value, done } = await stream.read();
      if (done) throw new Error('stream ended');
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain('"project":"Two Servers"');
    controller.abort();
  });

  it('pushes a project change made on one server to a member’s stream on the other', async () => {
    const owner = await createUser(writer);
    const member = await createUser(writer);
    const project = await createProject(writer, owner.profileId);
    await addMember(writer, project.id, member, 'collaborator');
    const base = reader.server.listening
      ? `http://127.0.0.1:${(reader.server.address() as { port: number }).port}`
      : await reader.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openProjectEventStream(base, member.cookie);
    const heard = stream.next((event) => event.projectId === project.id);
    const res = await writer.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/credits`,
      headers: { cookie: owner.cookie },
      payload: { name: 'Ada', role: 'producer' },
    });
    expect(res.statusCode).toBe(201);
    expect(await heard).toMatchObject({ kind: 'credits', ids: [res.json<{ id: string }>().id] });
    stream.close();
  });
});
