// A small round-robin proxy in front of several server processes, as a load balancer puts them
// (issue 30, "Beyond one machine"): request bodies stream up and answers back unbuffered (event
// streams flow), WebSocket upgrades pass through, X-Forwarded-For is added, and a test may pin a
// request to one server by a header the proxy strips.
import http from 'node:http';
import net from 'node:net';
/**
 * The request header that sends a request to one server (its index, 0 for the first): the
 * proxy strips it, so the servers never see it. Without it the proxy takes turns.
 */
export const PIN_HEADER = 'x-test-backend';
/** The answer header naming the server (its index) that answered. */
export const SERVED_BY_HEADER = 'x-test-served-by';

/** Headers of one connection, not of the message: a proxy never passes them on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

export interface RoundRobinProxy {
  /** The proxy's http:// address (what PUBLIC_URL names). */
  url: string;
  /** The index of the server each request or upgrade went to, in order. */
  served: number[];
  close(): Promise<void>;
}

/** The address list a proxy passes on: the client's own list, then the address it came from. */
function forwardedFor(request: http.IncomingMessage): string {
  const previous = request.headers['x-forwarded-for'];
  const from = request.socket.remoteAddress ?? '';
  return previous ? `${String(previous)}, ${from}` : from;
}

/**
 * A reverse proxy on loopback in front of `ports`: bodies go up as streams, answers come back
 * unbuffered (an event stream flows), WebSocket upgrades are passed through as raw sockets;
 * `X-Forwarded-For` is added as a real proxy does. `port`: where it listens (0: any).
 */
export async function startRoundRobinProxy(ports: number[], port = 0): Promise<RoundRobinProxy> {
  let turn = 0;
  const served: number[] = [];
  const sockets = new Set<net.Socket>();

  const choose = (request: http.IncomingMessage): number => {
    const pinned = request.headers[PIN_HEADER];
    const index = pinned === undefined ? turn++ % ports.length : Number(pinned);
    if (!Number.isInteger(index) || ports[index] === undefined) {
      throw new Error(`No server ${String(pinned)} behind the proxy`);
    }
    served.push(index);
    return index;
  };
  const upstreamHeaders = (request: http.IncomingMessage, keepUpgrade: boolean) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name === PIN_HEADER || (HOP_BY_HOP.has(name) && !keepUpgrade)) continue;
      headers[name] = value;
    }
    // A chunked body stays chunked: without a length, Node sends it so again.
    headers['x-forwarded-for'] = forwardedFor(request);
    return headers;
  };

  const server = http.createServer((request, response) => {
    let index: number;
    try {
      index = choose(request);
    } catch (error) {
      response.writeHead(502).end(String(error));
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: request.method,
        path: request.url,
        headers: upstreamHeaders(request, false),
      },
      (answer) => {
        const headers: http.OutgoingHttpHeaders = { [SERVED_BY_HEADER]: String(index) };
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        // Headers at once, then each chunk as it comes: an event stream's lines are not held.
        response.flushHeaders();
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.destroy();
    });
    request.pipe(upstream);
    // The client gone (a cut upload, a closed event stream): the server sees its side close too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    let index: number;
    try {
      index = choose(request);
    } catch {
      client.destroy();
      return;
    }
    const upstream = net.connect(ports[index]!, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(upstreamHeaders(request, true))) {
        for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    sockets.add(client);
    for (const socket of [upstream, client]) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        upstream.destroy();
        client.destroy();
      });
    }
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    served,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
