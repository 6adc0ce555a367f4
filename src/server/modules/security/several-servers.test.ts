// Two real server processes behind one round-robin proxy, on one PostgreSQL database and one
// object store (issue 30, "Beyond one machine", item 2): what a person does on one server holds
// on the other. Each step pins its requests to a server ("on A", "on B") where it matters.
// PostgreSQL only: the embedded database admits one process.
// The steps are one journey, in order: each goes on with the people, project and streams the
// steps before it made, so they share one set-up (starting two servers is most of the time).
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_PER_EMAIL } from '../../../shared/constants.js';
import type { AudioFile } from '../../../shared/schemas/audio.js';
import { NOTIFICATION_EVENT } from '../../../shared/schemas/notifications.js';
import { multipart } from '../../test/audio-test-support.js';
import { eventually } from '../../test/lyrics-live-client.js';
import { SERVED_BY_HEADER } from '../../test/round-robin-proxy.js';
import { sessionCookieOf, type EventStreamReader } from '../../test/several-servers-support.js';
import {
  A,
  B,
  journeyPerson,
  json,
  PATIENCE_MS,
  severalServersWorld,
} from '../../test/several-servers-world.js';

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'two server processes behind one proxy, one database, one object store',
  () => {
    const { world, api, signIn, notificationStreamOn, lyricsOn, tus } = severalServersWorld();
    // What the steps share, in the order they make it.
    const owner = journeyPerson('Owner Band');
    const cowriter = journeyPerson('Co Writer');
    let projectId: string;
    let cowriterStream: EventStreamReader | undefined;

    it('1. a session started on A is signed in on B', async () => {
      await json(await api('POST', '/api/auth/register', { on: A, json: owner }), 201);
      const login = await signIn(A, owner);
      expect(login.headers.get(SERVED_BY_HEADER)).toBe(String(A));

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
      const { wav } = world;
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
      expect(
        world.s3.requests.some((line) => line.startsWith('PUT /trackroom-several/files/')),
      ).toBe(true);

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
      const { wav } = world;
      const upload = tus(owner.cookie);
      const location = await upload.create(A, wav.length, {
        filename: 'take.wav',
        filetype: 'audio/wav',
        projectId,
        title: 'Second take',
      });
      const firstPart = 30_000;
      const first = await upload.patch(A, location, 0, wav.subarray(0, firstPart));
      expect(first.status, await first.text()).toBe(204);
      // The second part promises the rest and stops half-way: the client is gone.
      const cutAt = 60_000;
      await upload.cutOff(
        A,
        location,
        firstPart,
        wav.length - firstPart,
        wav.subarray(firstPart, cutAt),
      );

      // B reads where the upload stands from the shared store (once A has let go of it).
      const offset = await upload.settledOffset(B, location, wav.length);
      expect(offset).toBeGreaterThanOrEqual(firstPart);
      expect(offset).toBeLessThanOrEqual(cutAt);

      const last = await upload.patch(B, location, offset, wav.subarray(offset));
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
      const stream = await notificationStreamOn(A, cowriter.cookie);
      cowriterStream = stream;

      const sent = await json<{ collaboration: { id: string } }>(
        await api('POST', `/api/projects/${projectId}/invite`, {
          on: B,
          cookie: owner.cookie,
          json: { email: cowriter.email, role: 'collaborator' },
        }),
        201,
      );
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
      await signIn(A, cowriter);
      const { id } = await json<{ id: string }>(
        await api('POST', `/api/projects/${projectId}/lyrics`, {
          on: A,
          cookie: owner.cookie,
          json: { title: 'Two Rooms', content: '<p>middle</p>' },
        }),
        201,
      );
      const onA = await lyricsOn(A, id, owner.cookie);
      const onB = await lyricsOn(B, id, cowriter.cookie);
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
