import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allPages, sendJsonArrayStream, sendPage, type ArrayChunk } from './list-answer.js';
import { cursorValues, decodeCursor, encodeCursor, pageFrom, type Page } from './pagination.js';

const key = z.tuple([z.string(), z.uuid()]);
const id = '0b6c1a7e-5a1f-4a8e-9d7f-2f1e3c4b5a69';

describe('cursors', () => {
  it('round-trips a sort key through an opaque base64url token', () => {
    const cursor = encodeCursor(['2026-11-25 10:00:00.123456+00', id]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, key)).toEqual(['2026-11-25 10:00:00.123456+00', id]);
  });

  it('refuses a cursor that is not one of ours with a 400 and a stable code', () => {
    for (const bad of ['not-base64-json', encodeCursor([1, 2]), encodeCursor(['a'])]) {
      expect(() => decodeCursor(bad, key)).toThrow(
        expect.objectContaining({ statusCode: 400, code: 'pagination.invalidCursor' }),
      );
    }
  });
});

describe('pages', () => {
  const rows = Array.from({ length: 5 }, (_, i) => ({ n: i }));

  it('keeps `limit` rows of `limit + 1` and points the cursor after the last kept row', () => {
    const page = pageFrom(
      rows,
      4,
      (row) => [row.n],
      (row) => row.n,
    );
    expect(page.items).toEqual([0, 1, 2, 3]);
    expect(decodeCursor(page.nextCursor!, z.tuple([z.number()]))).toEqual([3]);
  });

  it('has no next cursor on the last page', () => {
    expect(
      pageFrom(
        rows,
        5,
        (row) => [row.n],
        (row) => row.n,
      ).nextCursor,
    ).toBeNull();
  });

  it('walks every page in turn, a page already serialized as its bytes', async () => {
    const pages: Record<string, Page<number>> = {
      first: { items: [1, 2], nextCursor: 'second' },
      second: { items: [3], nextCursor: null, json: Buffer.from('[3]') },
    };
    const seen: ArrayChunk[] = [];
    for await (const chunk of allPages((cursor) => Promise.resolve(pages[cursor ?? 'first']!))) {
      seen.push(chunk);
    }
    expect(seen).toEqual([[1, 2], { json: Buffer.from('[3]') }]);
  });
});

describe('answers', () => {
  async function app() {
    const server = Fastify();
    server.get('/list', (request, reply) =>
      sendPage(request, reply, { items: [1, 2], nextCursor: 'abc', total: 7 }, 2),
    );
    server.get('/last', (request, reply) =>
      sendPage(request, reply, { items: [3], nextCursor: null }, 2),
    );
    server.get('/stream', (_request, reply) =>
      sendJsonArrayStream(
        reply,
        (async function* () {
          yield [{ a: 1 }, { a: 2 }];
          yield [];
          yield { json: Buffer.from('[{"a":3}]') };
        })(),
      ),
    );
    server.get('/empty', (_request, reply) =>
      sendJsonArrayStream(reply, (async function* () {})()),
    );
    await server.ready();
    return server;
  }

  it('sends a page as a JSON array with a relative next link and the total', async () => {
    const server = await app();
    const res = await server.inject({
      url: '/list?q=song&limit=2&cursor=old',
      headers: { host: 'evil.example' },
    });
    expect(res.json()).toEqual([1, 2]);
    expect(res.headers.link).toBe('</list?q=song&limit=2&cursor=abc>; rel="next"');
    expect(res.headers['x-total-count']).toBe('7');
    const last = await server.inject({ url: '/last?limit=2' });
    expect(last.headers.link).toBeUndefined();
    await server.close();
  });

  it('streams the whole list as one JSON array', async () => {
    const server = await app();
    const res = await server.inject({ url: '/stream' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect((await server.inject({ url: '/empty' })).json()).toEqual([]);
    await server.close();
  });
});

describe('cursor values a forged cursor may carry (issue 24 item 5)', () => {
  const ok = (shape: z.ZodType, value: unknown) => shape.safeParse(value).success;

  it('accepts every timestamp PostgreSQL prints, and only real instants', () => {
    for (const at of [
      '2024-02-29 23:59:59.999999+00',
      '2026-11-25 10:00:00+05:30',
      '2026-11-25 10:00:00-03:30:15',
      '2026-11-25T10:00:00Z',
      '0001-01-01 00:00:00+15:59',
    ]) {
      expect(ok(cursorValues.timestamp, at), at).toBe(true);
    }
    for (const at of [
      '2026-02-29 10:00:00+00',
      '2026-02-30 10:00:00+00',
      '2026-13-01 10:00:00+00',
      '2026-04-31 10:00:00+00',
      '0000-01-01 10:00:00+00',
      '2026-11-25 24:00:00+00',
      '2026-11-25 10:60:00+00',
      '2026-11-25 10:00:60+00',
      '2026-11-25 10:00:00+99',
      '2026-11-25 10:00:00+16',
      '2026-11-25 10:00:00+05:60',
    ]) {
      expect(ok(cursorValues.timestamp, at), at).toBe(false);
    }
  });

  it('accepts a real within its range and refuses what its cast would overflow or underflow', () => {
    for (const text of ['0', '1.5', '-0', '3.4028235e+38', '1e-40']) {
      expect(ok(cursorValues.decimal, text), text).toBe(true);
    }
    for (const text of ['1e39', '-1e39', '1e-50', '1e999']) {
      expect(ok(cursorValues.decimal, text), text).toBe(false);
    }
  });

  it('refuses a text PostgreSQL cannot hold, and anything but an array of plain values', () => {
    const anyTexts = z.array(z.string());
    for (const key of [['a\u0000b'], ['a\ud800b']]) {
      expect(() => decodeCursor(encodeCursor(key), anyTexts)).toThrow(
        expect.objectContaining({ code: 'pagination.invalidCursor' }),
      );
    }
    const object = Buffer.from(JSON.stringify({ a: 1 })).toString('base64url');
    expect(() => decodeCursor(object, z.unknown())).toThrow(
      expect.objectContaining({ code: 'pagination.invalidCursor' }),
    );
  });
});
