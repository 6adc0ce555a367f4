import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUMABLE_OPEN_UPLOADS_MAX } from '../../../shared/constants.js';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { audioFiles, profiles, resumableUploads } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMember, createProject, createUser } from '../../test/factories.js';
import { fixture } from '../../test/audio-test-support.js';
import { TUS, tusClient } from '../../test/resumable-test-support.js';
import { resumableUploadsRepository } from './resumable-uploads.repository.js';

const MB = 1024 * 1024;

/**
 * Open resumable uploads counted together (a hostile client cannot fill the disk with partial
 * files), and a finished upload answering again (a lost answer never makes a second song).
 */
describe('resumable uploads: open ones counted, finished ones remembered', () => {
  let t: TestApp;
  let wav: Buffer;

  async function person(storageLimitMb?: number) {
    const user = await createUser(t.app);
    if (storageLimitMb !== undefined) {
      await t.app.deps.db
        .update(profiles)
        .set({ storageLimitMb })
        .where(eq(profiles.id, user.profileId));
    }
    const projectId = (await createProject(t.app, user.profileId)).id;
    return { user, projectId, tus: tusClient(t.app, user.cookie) };
  }
  const songsIn = async (projectId: string) =>
    (await t.app.deps.db.select().from(audioFiles).where(eq(audioFiles.projectId, projectId)))
      .length;

  beforeAll(async () => {
    t = await buildTestApp();
    wav = await fixture('wav');
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses an upload that fits alone but not beside the owner's open ones, until one is discarded", async () => {
    const { projectId, tus } = await person(10);
    const first = await tus.create({ filename: 'a.wav', projectId }, 6 * MB);
    expect(first.statusCode, first.body).toBe(201);
    const second = await tus.create({ filename: 'b.wav', projectId }, 6 * MB);
    expect(second.statusCode, second.body).toBe(413);
    expect(second.json()).toMatchObject({
      code: 'upload.heldByUnfinished',
      message:
        '"b.wav" does not fit while unfinished uploads hold 6 MB of this storage: finish or discard them first',
    });
    // The refused one holds nothing: a smaller one still fits beside the first.
    expect((await tus.create({ filename: 'c.wav', projectId }, 3 * MB)).statusCode).toBe(201);
    expect((await tus.remove(first.headers.location as string)).statusCode).toBe(204);
    expect((await tus.create({ filename: 'b.wav', projectId }, 6 * MB)).statusCode).toBe(201);
  });

  it("counts a member's open uploads against the project owner's storage", async () => {
    const { projectId, tus } = await person(10);
    const member = await createUser(t.app);
    await addMember(t.app, projectId, member, 'collaborator');
    const theirs = tusClient(t.app, member.cookie);
    expect((await theirs.create({ filename: 'm.wav', projectId }, 8 * MB)).statusCode).toBe(201);
    const mine = await tus.create({ filename: 'o.wav', projectId }, 4 * MB);
    expect(mine.statusCode).toBe(413);
    expect(mine.json().code).toBe('upload.heldByUnfinished');
  });

  it(`lets one person keep at most ${RESUMABLE_OPEN_UPLOADS_MAX} uploads open`, async () => {
    const { projectId, tus } = await person();
    const locations: string[] = [];
    for (let i = 0; i < RESUMABLE_OPEN_UPLOADS_MAX; i += 1) {
      const res = await tus.create({ filename: `${i}.wav`, projectId }, 1000);
      expect(res.statusCode, res.body).toBe(201);
      locations.push(res.headers.location as string);
    }
    const over = await tus.create({ filename: 'over.wav', projectId }, 1000);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'upload.tooManyOpen',
      message: `You have ${RESUMABLE_OPEN_UPLOADS_MAX} unfinished uploads: finish or discard one before starting another`,
    });
    expect((await tus.remove(locations[0]!)).statusCode).toBe(204);
    expect((await tus.create({ filename: 'now.wav', projectId }, 1000)).statusCode).toBe(201);
    // An expired upload no longer counts, and the sweep forgets it.
    const expiredId = locations[1]!.split('/').pop()!;
    await t.app.deps.db
      .update(resumableUploads)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(eq(resumableUploads.id, expiredId));
    expect((await tus.create({ filename: 'later.wav', projectId }, 1000)).statusCode).toBe(201);
    expect((await tus.head(locations[1]!)).statusCode).toBe(404);
    expect(await resumableUploadsRepository(t.app.deps.db).sweep()).toBe(1);
  });

  it('answers a finished upload again: HEAD says every byte is in, PATCH and GET give the same song', async () => {
    const { projectId, tus } = await person();
    const created = await tus.create({ filename: 'take.wav', projectId }, wav.length);
    const location = created.headers.location as string;
    const last = await tus.patch(location, 0, wav);
    expect(last.statusCode, last.body).toBe(200);
    const song = last.json<AudioFile>();

    const head = await tus.head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'upload-offset': String(wav.length),
      'upload-length': String(wav.length),
      'tus-resumable': '1.0.0',
    });
    const again = await tus.patch(location, wav.length, Buffer.alloc(0));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<AudioFile>().id).toBe(song.id);
    const asked = await tus.get(location);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<AudioFile>().id).toBe(song.id);
    expect(await songsIn(projectId)).toBe(1);
    // Nobody else learns of it.
    const stranger = await createUser(t.app);
    expect((await tusClient(t.app, stranger.cookie).get(location)).statusCode).toBe(404);
    expect((await tusClient(t.app, stranger.cookie).head(location)).statusCode).toBe(404);
  });

  it('answers a refused finish again with the same refusal, and an unfinished one with 409', async () => {
    const { projectId, tus } = await person();
    const noise = randomBytes(4096);
    const location = (await tus.create({ filename: 'noise.wav', projectId }, noise.length)).headers
      .location as string;
    expect((await tus.get(location)).json().code).toBe('upload.notComplete');
    const last = await tus.patch(location, 0, noise);
    expect(last.statusCode).toBe(415);
    const asked = await tus.get(location);
    expect(asked.statusCode).toBe(415);
    expect(asked.json()).toMatchObject({ code: last.json().code, message: last.json().message });
    expect(await songsIn(projectId)).toBe(0);
  });

  it('finishes once when the last chunk and a question about it arrive together', async () => {
    const { projectId, tus } = await person();
    const location = (await tus.create({ filename: 'take.wav', projectId }, wav.length)).headers
      .location as string;
    // The question comes as soon as every byte is in (HEAD says so), while the file may still
    // be processing: a fixed delay raced the chunk's own writing on a busy machine (409).
    const everyByteIn = async () => {
      for (;;) {
        const head = await tus.head(location);
        if (Number(head.headers['upload-offset']) === wav.length) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const [last, asked] = await Promise.all([
      tus.patch(location, 0, wav),
      everyByteIn().then(() => tus.get(location)),
    ]);
    expect(last.statusCode, last.body).toBe(200);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<AudioFile>().id).toBe(last.json<AudioFile>().id);
    expect(await songsIn(projectId)).toBe(1);
  });

  it('goes on finishing when the connection drops after the last byte, and answers the song when asked', async () => {
    const { user, projectId, tus } = await person();
    const location = (await tus.create({ filename: 'take.wav', projectId }, wav.length)).headers
      .location as string;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const id = location.split('/').pop()!;
    const state = async () =>
      (
        await t.app.deps.db
          .select({ state: resumableUploads.state })
          .from(resumableUploads)
          .where(eq(resumableUploads.id, id))
      )[0]?.state;
    // The whole chunk is sent; once the server is processing it, the connection is cut.
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: location,
        headers: {
          ...TUS,
          cookie: user.cookie,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(wav.length),
        },
      });
      request.on('error', () => resolve());
      request.end(wav, () => {
        const cutOnceProcessing = async () => {
          while ((await state()) === 'open') await new Promise((r) => setTimeout(r, 2));
          request.destroy();
          resolve();
        };
        void cutOnceProcessing();
      });
    });
    const asked = await tus.get(location);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<AudioFile>()).toMatchObject({ projectId, originalName: 'take.wav' });
    expect(await songsIn(projectId)).toBe(1);
  });
});
