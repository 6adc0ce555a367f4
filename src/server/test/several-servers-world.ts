import { afterAll, beforeAll, expect } from 'vitest';
import { RESUMABLE_UPLOAD_PATH } from '../../shared/constants.js';
import { fixture } from './audio-test-support.js';
import { registration } from './factories.js';
import { eventually, LiveLyricsClient } from './lyrics-live-client.js';
import { cutOffPatch, metadataHeader, TUS } from './resumable-test-support.js';
import { PIN_HEADER } from './round-robin-proxy.js';
import { startS3TestServer, TEST_S3_CREDENTIALS } from './s3-test-server.js';
import {
  openEventStream,
  sessionCookieOf,
  startSeveralServers,
  storageUrlOf,
  throughProxy,
  type EventStreamReader,
  type SeveralServers,
} from './several-servers-support.js';
import { openTestDatabase, type TestDatabaseHandle } from './test-database.js';

/** Server A: the first behind the proxy (what `on` pins a request to). */
export const A = 0;
/** Server B: the second behind the proxy. */
export const B = 1;
/** How long a change may take to reach the other server (a shared, noisy machine). */
export const PATIENCE_MS = 10_000;

/** Someone of the journey: what they register with, and the cookie of their latest session. */
export type JourneyPerson = ReturnType<typeof registration> & { cookie: string };

/** A person not registered yet, under `artistName`. */
export const journeyPerson = (artistName: string): JourneyPerson => ({
  ...registration({ artistName }),
  cookie: '',
});

/** The body of a JSON answer, with its status checked first (the body says why not). */
export async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** What the two-server journey works with, set in its beforeAll. */
export interface SeveralServersWorld {
  s3: Awaited<ReturnType<typeof startS3TestServer>>;
  cluster: SeveralServers;
  /** The WAV fixture, the file the journey uploads. */
  wav: Buffer;
}

/**
 * The world of the two-server journey: a fresh PostgreSQL database, an S3 protocol server in
 * this process (bucket `trackroom-several`, files under `files/`) and two server processes on
 * them behind a round-robin proxy; requests through the proxy, each pinned to a server where it
 * matters; the event streams and lyrics clients the steps open, all closed after the last step
 * whatever happened to the others.
 */
export function severalServersWorld() {
  const world = {} as SeveralServersWorld;
  let database: TestDatabaseHandle | undefined;
  let s3: SeveralServersWorld['s3'] | undefined;
  let cluster: SeveralServers | undefined;
  let request: ReturnType<typeof throughProxy>;
  const streams: EventStreamReader[] = [];
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
    request = throughProxy(cluster.url);
    Object.assign(world, { s3, cluster, wav: await fixture('wav') });
  });
  afterAll(async () => {
    for (const stream of streams) stream.stop();
    for (const client of lyricsClients) client.close();
    // Each stopped whatever happened to the others.
    await Promise.allSettled([cluster?.stop()]);
    await Promise.allSettled([s3?.stop(), database?.close()]);
  });

  /** A request through the proxy: `on` pins it to a server, left out the proxy takes turns. */
  const api: ReturnType<typeof throughProxy> = (method, url, options) =>
    request(method, url, options);

  return {
    world,
    api,

    /** Signs `person` in on server `on` (200 checked), keeping the session's cookie. */
    signIn: async (on: number, person: JourneyPerson): Promise<Response> => {
      const login = await api('POST', '/api/auth/login', {
        on,
        json: { email: person.email, password: person.password },
      });
      await json(login, 200);
      person.cookie = sessionCookieOf(login);
      return login;
    },

    /** The notification stream of `cookie`'s session, held open on server `on`. */
    notificationStreamOn: async (on: number, cookie: string): Promise<EventStreamReader> => {
      const stream = await openEventStream(api, '/api/notifications/stream', { on, cookie });
      streams.push(stream);
      return stream;
    },

    /** A live lyrics channel to document `lyricsId` on server `on`, once it has synced. */
    lyricsOn: async (on: number, lyricsId: string, cookie: string): Promise<LiveLyricsClient> => {
      const client = LiveLyricsClient.connect(world.cluster.url, lyricsId, {
        cookie,
        origin: world.cluster.url,
        [PIN_HEADER]: String(on),
      });
      lyricsClients.push(client);
      await eventually(() => client.synced, PATIENCE_MS);
      return client;
    },

    /** The tus requests of `cookie`'s session through the proxy, each pinned to a server. */
    tus: (cookie: string) => {
      const patchHeaders = (offset: number) => ({
        ...TUS,
        cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      });
      /** Where the upload stands, read on `on` (200 and its length checked). */
      const offsetOn = async (on: number, location: string, length: number) => {
        const res = await api('HEAD', location, { on, headers: { ...TUS, cookie } });
        expect(res.status).toBe(200);
        expect(res.headers.get('upload-length')).toBe(String(length));
        return Number(res.headers.get('upload-offset'));
      };
      return {
        /** A new upload of `length` bytes described by `metadata` (201 checked); its path. */
        async create(on: number, length: number, metadata: Record<string, string>) {
          const created = await api('POST', RESUMABLE_UPLOAD_PATH, {
            on,
            cookie,
            headers: {
              ...TUS,
              'upload-length': String(length),
              'upload-metadata': metadataHeader(metadata),
            },
          });
          await json(created, 201);
          return new URL(created.headers.get('location')!, world.cluster.url).pathname;
        },
        patch: (on: number, location: string, offset: number, bytes: Buffer) =>
          api('PATCH', location, {
            on,
            headers: patchHeaders(offset),
            body: new Uint8Array(bytes),
          }),
        /** A chunk at `offset` promising `total` bytes whose client goes away after `sent`. */
        cutOff: (on: number, location: string, offset: number, total: number, sent: Buffer) =>
          cutOffPatch(
            world.cluster.url,
            { path: location, offset, total, headers: { cookie, [PIN_HEADER]: String(on) } },
            sent,
          ),
        /**
         * Where the upload stands as read on `on`, once two reads in a row agree (the server
         * that took the cut chunk lets go of it in its own time).
         */
        async settledOffset(on: number, location: string, length: number) {
          let offset = await offsetOn(on, location, length);
          await eventually(async () => {
            const again = await offsetOn(on, location, length);
            const settled = again === offset;
            offset = again;
            return settled;
          }, PATIENCE_MS);
          return offset;
        },
      };
    },
  };
}
