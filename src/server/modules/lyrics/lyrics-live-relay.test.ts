import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser, type TestUser } from '../../test/factories.js';
import { eventually, LiveLyricsClient } from '../../test/lyrics-live-client.js';

// Two server processes on one database (issue 26 item 2): co-writers connected to different
// servers edit one document. NOTIFY carries the stored update's id; each server reads the row.
describe('the live lyrics document across two servers', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let baseA: string;
  let baseB: string;
  let owner: TestUser;
  let cowriter: TestUser;
  let projectId: string;
  const open: LiveLyricsClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    // The second server: its own app (its own rooms, relay and process id), the same database.
    const { config, db, listen, storage, jobSql } = t.app.deps;
    second = await buildApp({
      config,
      db,
      listen,
      storage,
      jobSql,
      clientDir: path.join(t.dataDir, 'no-client'),
    });
    await second.ready();
    baseA = await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseB = await second.listen({ host: '127.0.0.1', port: 0 });
    owner = await createUser(t.app);
    cowriter = await createUser(t.app);
    projectId = (await createProject(t.app, owner.profileId)).id;
    await addMember(t.app, projectId, cowriter, 'collaborator');
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await second.close();
    await t.close();
  });

  const connect = async (base: string, who: TestUser, lyricsId: string) => {
    const client = LiveLyricsClient.connect(base, lyricsId, { cookie: who.cookie });
    open.push(client);
    await eventually(() => client.synced);
    return client;
  };

  it('sends an update stored by one server to the tabs of the other, both ways', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/lyrics`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Two Rooms', content: '<p>middle</p>' },
    });
    const id = res.json<{ id: string }>().id;
    const onA = await connect(baseA, owner, id);
    const onB = await connect(baseB, cowriter, id);
    expect(onB.text()).toBe('middle');
    onA.type('start ');
    await eventually(() => onB.text() === 'start middle');
    onB.type(' end', onB.text().length);
    await eventually(() => onA.text() === 'start middle end');
    // A plain-API save on the second server reaches the first server's tab too.
    const read = await second.inject({
      method: 'GET',
      url: `/api/lyrics/${id}`,
      headers: { cookie: cowriter.cookie },
    });
    expect(read.json<{ content: string }>().content).toBe('<p>start middle end</p>');
    const save = await second.inject({
      method: 'PATCH',
      url: `/api/lyrics/${id}`,
      headers: { cookie: cowriter.cookie },
      payload: { content: '<p>start middle end</p><p>coda</p>' },
    });
    expect(save.statusCode).toBe(200);
    await eventually(() => onA.text() === 'start middle end\ncoda');
  });
});
