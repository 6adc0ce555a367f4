import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests already running (a download, an upload) may go on once shutdown begins. */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Makes `app.close()` finish promptly. Idle keep-alive connections close at once and new
 * requests get 503 (Fastify's `forceCloseConnections: 'idle'` and `return503OnClosing`); this
 * adds what those leave open: a response that finishes during shutdown closes its connection
 * instead of leaving it idle for the keep-alive timeout, and whatever still runs after
 * `graceMs` (a stalled download) is cut.
 */
export function registerGracefulClose(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  let deadline: NodeJS.Timeout | undefined;

  app.addHook('preClose', async () => {
    closing = true;
    deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
    deadline.unref();
  });
  app.addHook('onResponse', async (request) => {
    const { socket } = request.raw;
    // inject() requests carry a mock socket: only real connections are ended.
    if (closing && socket instanceof Socket) socket.end();
  });
  app.addHook('onClose', async () => {
    clearTimeout(deadline);
  });
}
