import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.js';
import { sendList, type PageFetcher } from './list-answer.js';

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
});
