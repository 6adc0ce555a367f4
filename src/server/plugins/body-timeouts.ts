import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How long a request body may take to arrive (issue 14 item 11). A client that trickles its
 * body (one byte every 10 s) held a request, a socket and whatever the route had opened for as
 * long as it liked. Two rules, both counted from the moment the headers are in:
 *
 * - Every body but an upload must be whole within `wholeBodyMs`. The largest JSON body is the
 *   library order's 1.55 MiB (lib/body-limits.ts): 20 s asks for 80 KiB/s there, and for 3 KiB/s
 *   for the 64 KiB every other route takes. Any real connection does that; a trickle does not.
 * - Uploads (multipart/form-data: songs, profile pictures; resumable chunks) may be large and
 *   take minutes, so they have no deadline, but every `windowMs` at least `minBytesPerWindow`
 *   must arrive: 64 KiB every 10 s, 6.4 KiB/s (51 kbit/s), below any mobile uplink that can
 *   send a song, while a trickle is cut at the end of its first window. A window in which the
 *   server itself had not read what had arrived (data waiting in the request's buffer: the
 *   route was busy, not the client) does not count against the client.
 *
 * A body cut off gets 408 with `Connection: close` (or, when the answer has already gone out,
 * only the connection closes); the route sees its body stream fail, as when a client goes away.
 */
export interface BodyTimeouts {
  wholeBodyMs: number;
  windowMs: number;
  minBytesPerWindow: number;
}

export const DEFAULT_BODY_TIMEOUTS: BodyTimeouts = {
  wholeBodyMs: 20_000,
  windowMs: 10_000,
  minBytesPerWindow: 64 * 1024,
};

export const BODY_TIMEOUT_CODE = 'request.bodyTimeout';
export const BODY_TIMEOUT_MESSAGE =
  'The request body arrived too slowly. Check the connection and try again.';

/** Whether the request announced a body (a length above zero, or a chunked one). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

function isUpload(request: IncomingMessage): boolean {
  const type = request.headers['content-type']?.slice(0, 100) ?? '';
  // A resumable upload's chunk (tus PATCH) is an upload too: up to 8 MiB on a slow uplink.
  return /^(multipart\/form-data|application\/offset\+octet-stream)\b/i.test(type);
}

/** Answers 408 (when nothing has been answered yet) and closes the connection. */
function cutOff(request: IncomingMessage, response: ServerResponse): void {
  if (request.complete || request.destroyed) return;
  if (!response.headersSent) {
    const body = JSON.stringify({ message: BODY_TIMEOUT_MESSAGE, code: BODY_TIMEOUT_CODE });
    response.writeHead(408, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    // Once the answer is out, the rest of the body is not waited for.
    response.end(body, () => request.destroy());
  } else {
    request.destroy();
  }
}

/** Watches every request body with the two rules above. */
export function registerBodyTimeouts(
  app: FastifyInstance,
  timeouts: BodyTimeouts = DEFAULT_BODY_TIMEOUTS,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // Injected requests (tests) have no socket to trickle through.
    const socket = raw.socket as (typeof raw.socket | null) | undefined;
    if (!hasBody(raw) || raw.complete || typeof socket?.bytesRead !== 'number') return done();
    let timer: NodeJS.Timeout;
    if (isUpload(raw)) {
      let seen = socket.bytesRead;
      timer = setInterval(() => {
        const arrived = socket.bytesRead - seen;
        seen = socket.bytesRead;
        const serverBehind = raw.readableLength > 0;
        if (arrived < timeouts.minBytesPerWindow && !serverBehind) cutOff(raw, reply.raw);
      }, timeouts.windowMs);
    } else {
      timer = setTimeout(() => cutOff(raw, reply.raw), timeouts.wholeBodyMs);
    }
    timer.unref();
    // 'close' comes once the body has been read to its end, or the request was torn down.
    raw.once('close', () => clearTimeout(timer));
    done();
  });
}
