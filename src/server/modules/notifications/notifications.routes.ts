import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_NOT_FOUND,
  notificationIdParamsSchema,
  notificationsQuerySchema,
} from '../../../shared/schemas/notifications.js';
import { PROJECT_EVENT } from '../../../shared/schemas/project-events.js';
import { sendList } from '../../lib/list-answer.js';
import { idParam, parseInput } from '../../lib/validate.js';
import { requireUser } from '../../plugins/auth.js';
import { projectAudience } from '../projects/index.js';
import { notificationHub } from './notification-hub.js';
import { notificationsService } from './notifications.service.js';
import { streamSessions } from './stream-sessions.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * The reconnection delay given to a stream closed for a newer one of its account: an eleventh
 * tab then does not evict another every 5 s. A tab whose session ended gets a 401 on retrying.
 */
const EVICTED_RETRY_MS = 60_000;

/** The bell (part 2 §7) and its live stream (Server-Sent Events). */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const service = notificationsService({
    db: app.deps.db,
    repo: app.repositories.notifications,
  });
  const hub = notificationHub(app.deps.listen, app.log, (projectId) =>
    projectAudience(app.deps.db, projectId),
  );
  const streams = new Set<ServerResponse>();
  // A session's end (or expiry) ends its streams; at most ten per account.
  const sessions = streamSessions({ db: app.deps.db, listen: app.deps.listen, log: app.log });

  app.addHook('onReady', async () => {
    await hub.start();
    await sessions.start();
  });
  // Open streams would hold the server open: end them before it closes.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    await Promise.all([hub.stop(), sessions.stop()]);
  });

  // Part 2 §7's list: the whole array (streamed) for clients that send no `limit`, else a page.
  app.get('/api/notifications', async (request, reply) => {
    const session = requireUser(request);
    const query = parseInput(notificationsQuerySchema, request.query);
    return sendList(
      request,
      reply,
      query,
      (cursor, limit) => service.page(session.profileId, cursor, limit),
      { whole: true },
    );
  });

  /** The bell's badge: counted on the server, whatever pages the client has read. */
  app.get('/api/notifications/unread-count', async (request) => {
    const session = requireUser(request);
    return service.unreadCount(session.profileId);
  });

  app.patch('/api/notifications/mark-all-read', async (request) => {
    const session = requireUser(request);
    return service.markAllRead(session.profileId);
  });

  app.patch('/api/notifications/:id/read', async (request, reply) => {
    const session = requireUser(request);
    const id = idParam(notificationIdParamsSchema, request.params, NOTIFICATION_NOT_FOUND);
    await service.markRead(session.profileId, id);
    return reply.code(204).send();
  });

  // An event stream lasts as long as the page is open: it takes no turn (owner-turns.ts).
  app.get('/api/notifications/stream', { config: { withoutOwnerTurn: true } }, (request, reply) => {
    const session = requireUser(request);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    stream.write('retry: 5000\n\n');
    streams.add(stream);

    const unsubscribe = hub.subscribe(session.profileId, (id) => {
      service
        .find(session.profileId, id)
        .then((notification) => {
          if (notification && !stream.writableEnded) {
            stream.write(`event: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(notification)}\n\n`);
          }
        })
        // The tab fetches the list again when it reconnects; a failed lookup (the database
        // closing under a shutdown) loses nothing and must not be an unhandled rejection.
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not push a notification'));
    });
    // Live project state (issue 26 item 1): what changed in the account's projects, never the
    // content; the tab refetches through its own routes.
    const unsubscribeProjects = hub.subscribeProjects(session.profileId, (event) => {
      if (!stream.writableEnded) {
        stream.write(`event: ${PROJECT_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
      }
    });
    const release = sessions.add(session, (reason) => {
      if (reason === 'evicted') stream.write(`retry: ${EVICTED_RETRY_MS}\n\n`);
      stream.end();
    });
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    stream.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeProjects();
      release();
      streams.delete(stream);
    });
  });
}
