import Fastify from 'fastify';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-errors.js';
import {
  sendList,
  UNOWNED_KEY,
  WHOLE_LISTS_PER_OWNER,
  wholeListUsage,
  type PageFetcher,
} from './list-answer.js';

/** Pages of one number each, 1..3, after the cursor ("1", "2"). */
const pages: PageFetcher<number> = (cursor) => {
  const at = cursor === null ? 1 : Number(cursor) + 1;
  return Promise.resolve({ items: [at], nextCursor: at < 3 ? String(at) : null, total: 3 });
};

async function app(fetchPage: PageFetcher<number>, whole: boolean) {
  const server = Fastify();
  server.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.code(error.statusCode).send({ message: error.message })
      : reply.code(500).send({ message: 'failed' }),
  );
  server.get('/list', (request, reply) => {
    const { limit, cursor } = request.query as { limit?: string; cursor?: string };
    return sendList(
      request,
      reply,
      { limit: limit === undefined ? undefined : Number(limit), cursor },
      fetchPage,
      { whole },
    );
  });
  await server.ready();
  return server;
}

describe('list answers', () => {
  it('streams every page as one array when a spec list is asked without limit', async () => {
    const server = await app(pages, true);
    const res = await server.inject({ url: '/list' });
    expect([res.statusCode, res.json(), res.headers.link]).toEqual([200, [1, 2, 3], undefined]);
    const page = await server.inject({ url: '/list?limit=1' });
    expect(page.json()).toEqual([1]);
    expect(page.headers.link).toBe('</list?limit=1&cursor=1>; rel="next"');
    await server.close();
  });

  it('answers one page by default for the lists the spec does not name', async () => {
    const server = await app(pages, false);
    const res = await server.inject({ url: '/list' });
    expect([res.json(), res.headers['x-total-count']]).toEqual([[1], '3']);
    await server.close();
  });

  it('refuses with the error status, not a cut-short 200, when the first page fails', async () => {
    const refusing: PageFetcher<number> = () => Promise.reject(new HttpError(404, 'Not yours'));
    const server = await app(refusing, true);
    const res = await server.inject({ url: '/list' });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Not yours' }]);
    await server.close();
  });

  it('streams at most WHOLE_LISTS_PER_OWNER whole lists of one owner at once; the next waits', async () => {
    // Pages too big for the sockets' buffers: an answer nobody reads stays open.
    let listsStarted = 0;
    const bigPages: PageFetcher<string> = (cursor) => {
      if (cursor === null) listsStarted++;
      const at = cursor === null ? 0 : Number(cursor) + 1;
      return Promise.resolve({
        items: Array.from({ length: 250 }, () => 'x'.repeat(1000)),
        nextCursor: at < 200 ? String(at) : null,
      });
    };
    const server = await app(bigPages as unknown as PageFetcher<number>, true);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const open = (): ClientRequest => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/list' }, (res) => res.pause());
      req.on('error', () => {});
      req.end();
      return req;
    };
    const clients = Array.from({ length: WHOLE_LISTS_PER_OWNER + 1 }, open);
    await vi.waitFor(() => expect(wholeListUsage(UNOWNED_KEY).waiting).toBe(1));
    expect(listsStarted).toBe(WHOLE_LISTS_PER_OWNER);

    // The first client leaves: its slot goes to the one waiting.
    clients[0]!.destroy();
    await vi.waitFor(() => expect(listsStarted).toBe(WHOLE_LISTS_PER_OWNER + 1));
    expect(wholeListUsage(UNOWNED_KEY)).toEqual({ running: WHOLE_LISTS_PER_OWNER, waiting: 0 });
    for (const client of clients) client.destroy();
    await vi.waitFor(() => expect(wholeListUsage(UNOWNED_KEY).running).toBe(0));
    await server.close();
  });
});
