// Two real server processes behind one round-robin proxy, on one PostgreSQL database and one
// object store (issue 30, "Beyond one machine", item 2): what a person does on one server holds
// on the other. Each step pins its requests to a server ("on A", "on B") where it matters.
// PostgreSQL only: the embedded database admits one process.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_PER_EMAIL, RESUMABLE_UPLOAD_PATH } from '../../../shared/constants.js';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { NOTIFICATION_EVENT } from '../../../shared/schemas/notifications.js';
import { fixture, multipart } from '../../test/audio-test-support.js';
import { registration } from '../../test/factories.js';
import { eventually, LiveLyricsClient } from '../../test/lyrics-live-client.js';
import { cutOffPatch, metadataHeader, TUS } from '../../test/resumable-test-support.js';
import { PIN_HEADER, SERVED_BY_HEADER } from '../../test/round-robin-proxy.js';
import { startS3TestServer, TEST_S3_CREDENTIALS } from '../../test/s3-test-server.js';
import {
  openEventStream,
  sessionCookieOf,
  startSeveralServers,
  storageUrlOf,
  throughProxy,
  type EventStreamReader,
  type SeveralServers,
} from '../../test/several-servers-support.js';
import { openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.js';

const A = 0;
const B = 1;
/** How long a change may take to reach the other server (a shared, noisy machine). */
const PATIENCE_MS = 10_000;

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'two server processes behind one proxy, one database, one object store',
  () => {
    let database: TestDatabaseHandle | undefined;
    let s3: Awaited<ReturnType<typeof startS3TestServer>> | undefined;
    let cluster: SeveralServers | undefined;
    let api: ReturnType<typeof throughProxy>;
    // What the steps share, in the order they make it.
    const owner = { ...registration({ artistName: 'Owner Band' }), cookie: '' };
    const cowriter = { ...registration({ artistName: 'Co Writer' }), cookie: '' };
    let projectId: string;
    let wav: Buffer;
    let cowriterStream: EventStreamReader | undefined;
    const lyricsClients: LiveLyricsClient[] = [];

    beforeAll(async () => {
      database = await openTestDatabase();
      s3 = await startS3TestServer('trackroom-several');
      cluster = await startSeveralServers({
        count: 2,
        databaseUrl: database.url!,
        storageUrl: storageUrlOf({ ...s3.location, prefix: 'files/' }),
        env: {
          AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
        },
      });
      api = throughProxy(cluster.url);
      wav = await fixture('wav');
    });
    afterAll(async () => {
      cowriterStream?.stop();
      for (const client of lyricsClients) client.close();
      // Each stopped whatever happened to the others.
      await Promise.allSettled([cluster?.stop()]);
      await Promise.allSettled([s3?.stop(), database?.close()]);
    });

    /** The body of a JSON answer, with its status checked first (the body says why not). */
    async function json<T>(res: Response, status: number): Promise<T> {
      const text = await res.text();
      expect(res.status, text).toBe(status);
      return (text ? JSON.parse(text) : null) as T;
    }

    it('1. a session started on A is signed in on B', async () => {
      await json(await api('POST', '/api/auth/register', { on: A, json: owner }), 201);
      const login = await api('POST', '/api/auth/login', {
        on: A,
        json: { email: owner.email, password: owner.password },
      });
      await json(login, 200);
      expect(login.headers.get(SERVED_BY_HEADER)).toBe(String(A));
      owner.cookie = sessionCookieOf(login);

      const me = await api('GET', '/api/auth/user', { on: B, cookie: owner.cookie });
      expect(me.headers.get(SERVED_BY_HEADER)).toBe(String(B));
      expect(await json(me, 200)).toMatchObject({ email: owner.email, artistName: 'Owner Band' });
      // Unpinned, the proxy takes turns: both servers answer the same session.
      const turns = await Promise.all(
        [1, 2].map(() => api('GET', '/api/auth/user', { cookie: owner.cookie })),
      );
      expect(turns.map((res) => res.status)).toEqual([200, 200]);
      expect(new Set(turns.map((res) => res.headers.get(SERVED_BY_HEADER)))).toEqual(
        new Set(['0', '1']),
      );
    });

    it('2. a song uploaded on B lists on A and plays through A by byte range', async () => {
      projectId = (
        await json<{ id: string }>(
          await api('POST', '/api/projects', {
            on: B,
            cookie: owner.cookie,
            json: { title: 'Night Drive' },
          }),
          201,
        )
      ).id;
      const body = multipart([
        { name: 'audio', filename: 'tone.wav', content: wav, type: 'audio/wav' },
      ]);
      const [song] = await json<AudioFile[]>(
        await api('POST', `/api/projects/${projectId}/audio`, {
          on: B,
          cookie: owner.cookie,
          headers: body.headers,
          body: new Uint8Array(body.payload),
        }),
        201,
      );
      // The file went to the shared bucket, not B's own folder: A has no other way to it.
      expect(s3!.requests.some((line) => line.startsWith('PUT /trackroom-several/files/'))).toBe(
        true,
      );

      const listed = await json<AudioFile[]>(
        await api('GET', `/api/projects/${projectId}/audio`, { on: A, cookie: owner.cookie }),
        200,
      );
      expect(listed.map((item) => item.id)).toEqual([song!.id]);
      const played = await api('GET', song!.url, {
        on: A,
        cookie: owner.cookie,
        headers: { range: 'bytes=100-4195' },
      });
      expect(played.status).toBe(206);
      expect(played.headers.get(SERVED_BY_HEADER)).toBe(String(A));
      expect(played.headers.get('content-range')).toBe(`bytes 100-4195/${wav.length}`);
      expect(Buffer.from(await played.arrayBuffer()).equals(wav.subarray(100, 4196))).toBe(true);
    });

    it('3. a resumable upload cut off on A goes on from its offset on B and plays', async () => {
      const created = await api('POST', RESUMABLE_UPLOAD_PATH, {
        on: A,
        cookie: owner.cookie,
        headers: {
          ...TUS,
          'upload-length': String(wav.length),
          'upload-metadata': metadataHeader({
            filename: 'take.wav',
            filetype: 'audio/wav',
            projectId,
            title: 'Second take',
          }),
        },
      });
      await json(created, 201);
      const location = new URL(created.headers.get('location')!, cluster!.url).pathname;
      const patchHeaders = (offset: number) => ({
        ...TUS,
        cookie: owner.cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      });
      const firstPart = 30_000;
      const first = await api('PATCH', location, {
        on: A,
        headers: patchHeaders(0),
        body: new Uint8Array(wav.subarray(0, firstPart)),
      });
      expect(first.status, await first.text()).toBe(204);
      // The second part promises the rest and stops half-way: the client is gone.
      const cutAt = 60_000;
      await cutOffPatch(
        cluster!.url,
        {
          path: location,
          offset: firstPart,
          total: wav.length - firstPart,
          headers: { cookie: owner.cookie, [PIN_HEADER]: String(A) },
        },
        wav.subarray(firstPart, cutAt),
      );

      // B reads where the upload stands from the shared store (once A has let go of it).
      const offsetOnB = async () => {
        const res = await api('HEAD', location, {
          on: B,
          headers: { ...TUS, cookie: owner.cookie },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('upload-length')).toBe(String(wav.length));
        return Number(res.headers.get('upload-offset'));
      };
      let offset = await offsetOnB();
      await eventually(async () => {
        const again = await offsetOnB();
        const settled = again === offset;
        offset = again;
        return settled;
      }, PATIENCE_MS);
      expect(offset).toBeGreaterThanOrEqual(firstPart);
      expect(offset).toBeLessThanOrEqual(cutAt);

      const last = await api('PATCH', location, {
        on: B,
        headers: patchHeaders(offset),
        body: new Uint8Array(wav.subarray(offset)),
      });
      const song = await json<AudioFile>(last, 200);
      expect(song).toMatchObject({ projectId, title: 'Second take', size: wav.length });
      const whole = await api('GET', song.url, { on: A, cookie: owner.cookie });
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);
      const ranged = await api('GET', song.url, {
        on: B,
        cookie: owner.cookie,
        headers: { range: `bytes=${firstPart - 10}-${firstPart + 9}` },
      });
      expect(ranged.status).toBe(206);
      expect(
        Buffer.from(await ranged.arrayBuffer()).equals(
          wav.subarray(firstPart - 10, firstPart + 10),
        ),
      ).toBe(true);
    });

    it('4. an invitation sent on B arrives on the event stream held open on A', async () => {
      const joined = await api('POST', '/api/auth/register', { on: B, json: cowriter });
      await json(joined, 201);
      cowriter.cookie = sessionCookieOf(joined);
      cowriterStream = await openEventStream(api, '/api/notifications/stream', {
        on: A,
        cookie: cowriter.cookie,
      });

      const sent = await json<{ collaboration: { id: string } }>(
        await api('POST', `/api/projects/${projectId}/invite`, {
          on: B,
          cookie: owner.cookie,
          json: { email: cowriter.email, role: 'collaborator' },
        }),
        201,
      );
      const stream = cowriterStream;
      await eventually(
        () => stream.events.some((item) => item.event === NOTIFICATION_EVENT),
        PATIENCE_MS,
      );
      const notification = JSON.parse(
        stream.events.find((item) => item.event === NOTIFICATION_EVENT)!.data,
      ) as { kind: string; params: Record<string, string> };
      expect(notification).toMatchObject({
        kind: 'invitation.received',
        params: { project: 'Night Drive', role: 'collaborator' },
      });
      await json(
        await api('POST', `/api/collaborations/${sent.collaboration.id}/accept`, {
          on: B,
          cookie: cowriter.cookie,
        }),
        200,
      );
    });

    it('5. signing out on B ends that session’s event stream on A', async () => {
      const out = await api('POST', '/api/auth/logout', { on: B, cookie: cowriter.cookie });
      expect(out.status).toBe(204);
      const outcome = await Promise.race([
        cowriterStream!.ended,
        sleep(PATIENCE_MS).then(() => 'still open' as const),
      ]);
      expect(outcome).toBe('server');
      const again = await api('GET', '/api/notifications/stream', {
        on: A,
        cookie: cowriter.cookie,
      });
      expect(again.status).toBe(401);
    });

    it('6. failed sign-ins alternating between the servers are refused at the same count as on one', async () => {
      const attempt = (on: number, password: string) =>
        api('POST', '/api/auth/login', { on, json: { email: owner.email, password } });
      for (let failure = 0; failure < LOGIN_MAX_PER_EMAIL; failure += 1) {
        const res = await attempt(failure % 2, 'not the password');
        expect(res.status, `failure ${failure + 1}`).toBe(401);
      }
      // Even the right password is refused now, on either server.
      for (const on of [A, B]) {
        const refused = await attempt(on, owner.password);
        expect(await json(refused, 429)).toMatchObject({ code: 'rateLimited' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it('7. co-writers on A and on B type into one lyrics document; both texts are kept', async () => {
      const login = await api('POST', '/api/auth/login', {
        on: A,
        json: { email: cowriter.email, password: cowriter.password },
      });
      await json(login, 200);
      cowriter.cookie = sessionCookieOf(login);
      const { id } = await json<{ id: string }>(
        await api('POST', `/api/projects/${projectId}/lyrics`, {
          on: A,
          cookie: owner.cookie,
          json: { title: 'Two Rooms', content: '<p>middle</p>' },
        }),
        201,
      );
      const connect = async (on: number, cookie: string) => {
        const client = LiveLyricsClient.connect(cluster!.url, id, {
          cookie,
          origin: cluster!.url,
          [PIN_HEADER]: String(on),
        });
        lyricsClients.push(client);
        await eventually(() => client.synced, PATIENCE_MS);
        return client;
      };
      const onA = await connect(A, owner.cookie);
      const onB = await connect(B, cowriter.cookie);
      expect([onA.text(), onB.text()]).toEqual(['middle', 'middle']);

      // Both type before either hears the other.
      onA.type('Owner: ');
      onB.type(' :Co-writer', onB.text().length);
      const both = 'Owner: middle :Co-writer';
      await eventually(() => onA.text() === both && onB.text() === both, PATIENCE_MS);
      expect(onA.denied.concat(onB.denied)).toEqual([]);
      onA.close();
      onB.close();
      await Promise.all([onA.whenClosed(), onB.whenClosed()]);

      for (const on of [A, B]) {
        const stored = await json<{ content: string }>(
          await api('GET', `/api/lyrics/${id}`, { on, cookie: cowriter.cookie }),
          200,
        );
        expect(stored.content).toBe(`<p>${both}</p>`);
      }
    });
  },
);
