import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LYRICS_CLOSE } from '../../../shared/lyrics-document.js';
import { can } from '../../../shared/permissions.js';
import {
  LYRICS_NOT_FOUND,
  LYRICS_UPGRADE_REQUIRED,
  lyricsIdParamsSchema,
} from '../../../shared/schemas/lyrics.js';
import { idParam } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { sameOrigin } from '../../plugins/security.js';
import { streamSessions } from '../notifications/index.js';
import { findProjectRole, projectAccessCheck, requireProjectItem } from '../projects/index.js';
import { lyricsDocRelay } from './lyrics-doc-relay.js';
import { liveAccessWatch } from './lyrics-live-access.js';
import { deniedMessage, type LiveConnection } from './lyrics-doc-room.js';
import { lyricsDocRooms } from './lyrics-doc-rooms.js';
import { lyricsDocRepository } from './lyrics-doc.repository.js';
import { lyricsDocStore } from './lyrics-doc.service.js';
import { lyricsHistoryRepository } from './lyrics-history.repository.js';
import type { LyricsLive } from './lyrics.service.js';

/** Open channels one account may hold on a process (tabs × editors; the next is refused, 4429). */
export const LIVE_PER_ACCOUNT = 10;
/** Open channels on one document on a process. */
export const LIVE_PER_DOCUMENT = 50;
/** Open channels on a process in all. */
export const LIVE_PER_PROCESS = 2_000;

const OPEN = 1;
/** Messages kept while a connection's access is checked (a tab sends two or three). */
const EARLY_MESSAGES_MAX = 64;

/** What the route uses of a `ws` socket (the package ships no types of its own). */
interface LiveSocket {
  readyState: number;
  send(data: Uint8Array): void;
  close(code: number, reason: string): void;
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

/**
 * The live lyrics document (issue 26 item 2, decision 025): `GET /api/lyrics/{id}/live`
 * upgraded to a WebSocket speaking y-websocket's protocol. The session cookie authenticates, the
 * Origin must be ours, `project.see` lets a tab read, `lyrics.edit` write; the channel closes
 * when the session ends (4401) or access does (4403).
 */
export async function lyricsLiveRoutes(app: FastifyInstance): Promise<LyricsLive> {
  const processId = randomUUID();
  const docRepo = lyricsDocRepository(app.deps.db);
  const store = lyricsDocStore({
    db: app.deps.db,
    repo: docRepo,
    history: lyricsHistoryRepository(app.deps.db),
    lyrics: app.repositories.lyrics,
    processId,
    log: app.log,
  });
  const rooms = lyricsDocRooms({ store, log: app.log });
  const relay = lyricsDocRelay(app.deps.listen, rooms, processId, app.log);
  const sessions = streamSessions({ db: app.deps.db, listen: app.deps.listen, log: app.log });
  const access = liveAccessWatch({ repo: docRepo, rooms, log: app.log });
  let open = 0;

  app.addHook('onReady', async () => {
    await relay.start();
    await sessions.start();
    access.start();
  });
  app.addHook('preClose', async () => {
    access.stop();
    await rooms.closeAll(1001, 'server closing');
    await Promise.all([relay.stop(), sessions.stop()]);
  });

  app.route({
    method: 'GET',
    url: '/api/lyrics/:id/live',
    config: { withoutOwnerTurn: true },
    // A plain GET (no upgrade) gets the same access check, then 426: the channel is a WebSocket.
    handler: async (request, reply) => {
      const session = requireUser(request);
      const lyricsId = idParam(lyricsIdParamsSchema, request.params, LYRICS_NOT_FOUND);
      await requireProjectItem(
        projectAccessCheck(app.deps.db),
        await app.repositories.lyrics.find(lyricsId),
        session.profileId,
        'project.see',
        LYRICS_NOT_FOUND,
      );
      return reply
        .code(426)
        .header('upgrade', 'websocket')
        .send({ message: LYRICS_UPGRADE_REQUIRED, code: 'lyrics.upgradeRequired' });
    },
    wsHandler: async (socket: LiveSocket, request) => {
      // Messages may arrive while access is checked: kept, then handled in order.
      const early: Uint8Array[] = [];
      let connection: LiveConnection | null = null;
      const bytesOf = (data: unknown): Uint8Array =>
        Array.isArray(data)
          ? new Uint8Array(Buffer.concat(data as Buffer[]))
          : data instanceof ArrayBuffer
            ? new Uint8Array(data)
            : new Uint8Array(data as Buffer);
      // A malformed message ends this channel only (never the process).
      const receive = (live: LiveConnection, bytes: Uint8Array) =>
        rooms.receive(live, bytes).catch(() => {
          live.send(deniedMessage('lyrics.updateInvalid'));
          live.close(LYRICS_CLOSE.refused, 'lyrics.updateInvalid');
        });
      socket.on('message', (data) => {
        const bytes = bytesOf(data);
        if (connection) void receive(connection, bytes);
        else if (early.length < EARLY_MESSAGES_MAX) early.push(bytes);
        else socket.close(LYRICS_CLOSE.tooMany, 'lyrics.tooManyConnections');
      });
      socket.on('error', (error) => app.log.debug({ err: error }, 'lyrics channel error'));
      const refuse = (code: number, reason: string) => socket.close(code, reason);

      if (!sameOrigin(app, request)) return refuse(LYRICS_CLOSE.accessEnded, 'origin');
      const session = request.session;
      if (!session) return refuse(LYRICS_CLOSE.sessionEnded, 'auth.required');
      const params = lyricsIdParamsSchema.safeParse(request.params);
      if (!params.success) return refuse(LYRICS_CLOSE.notFound, 'lyrics.notFound');
      const lyricsId = params.data.id;
      const row = await app.repositories.lyrics.find(lyricsId);
      const access = row
        ? await findProjectRole(app.deps.db, session.profileId, row.projectId)
        : null;
      if (!row || !access || !can(access.role, 'project.see')) {
        return refuse(LYRICS_CLOSE.notFound, 'lyrics.notFound');
      }
      const onDocument = await rooms.connectionsOf(lyricsId);
      if (
        sessions.count(session.accountId) >= LIVE_PER_ACCOUNT ||
        onDocument.length >= LIVE_PER_DOCUMENT ||
        open >= LIVE_PER_PROCESS
      ) {
        return refuse(LYRICS_CLOSE.tooMany, 'lyrics.tooManyConnections');
      }
      if (socket.readyState !== OPEN) return;

      const live: LiveConnection = {
        lyricsId,
        projectId: row.projectId,
        profileId: session.profileId,
        accountId: session.accountId,
        canWrite: can(access.role, 'lyrics.edit'),
        send: (message) => {
          if (socket.readyState === OPEN) socket.send(message);
        },
        close: (code, reason) => {
          if (socket.readyState === OPEN) socket.close(code, reason);
        },
        awarenessIds: new Set(),
        toldReadOnly: false,
      };
      open += 1;
      const release = sessions.add(session, () => live.close(LYRICS_CLOSE.sessionEnded, 'session'));
      socket.on('close', () => {
        open -= 1;
        release();
        void rooms.leave(live);
      });
      try {
        await rooms.join(live);
      } catch (error) {
        app.log.warn({ err: error, lyricsId }, 'could not open a lyrics document');
        return live.close(1011, 'retry');
      }
      connection = live;
      for (const bytes of early.splice(0)) await receive(live, bytes);
    },
  });

  return {
    change: (lyricsId, profileId, mutate, shown = true) =>
      rooms.change(lyricsId, profileId, mutate, shown),
    copy: (lyricsId) => rooms.copy(lyricsId),
    deleted: async (lyricsId) => {
      for (const connection of await rooms.connectionsOf(lyricsId)) {
        connection.close(LYRICS_CLOSE.accessEnded, 'lyrics.notFound');
      }
    },
  };
}
