import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_EXPIRY_MS, IDEMPOTENCY_WAIT_MS } from '../../../shared/constants.js';
import { HttpError } from '../../lib/http-errors.js';
import type { KeyRequest, StoredAnswer } from './idempotency.repository.js';
import {
  isKeptStatus,
  isValidKey,
  KEY_IN_PROGRESS,
  KEY_INVALID,
  KEY_REUSED,
  pathOf,
  requestHash,
  ROUTES_WITHOUT_IDEMPOTENCY,
  RUNNING_STALE_MS,
  WAIT_POLL_MS,
} from './idempotency-rules.js';

/** The reservation a request holds until its answer is kept or the key freed. */
interface Held {
  accountId: string;
  key: string;
  token: string;
}

/** The key of a request it applies to: a signed-in POST carrying one, on a covered route. */
function keyOf(request: FastifyRequest): string | null {
  if (request.method !== 'POST' || !request.session) return null;
  const header = request.headers['idempotency-key'];
  const route = request.routeOptions.url;
  if (header === undefined || route === undefined) return null;
  if (ROUTES_WITHOUT_IDEMPOTENCY.has(`POST ${route}`)) return null;
  const key = Array.isArray(header) ? header.join(', ') : header;
  if (!isValidKey(key)) throw new HttpError(400, KEY_INVALID);
  return key;
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  void reply.status(answer.status).header('idempotent-replayed', 'true');
  if (answer.contentType) void reply.header('content-type', answer.contentType);
  if (answer.location) void reply.header('location', answer.location);
  return reply.send(answer.body);
}

/** The answer's bytes when it can be kept (a serialised body, not a stream). */
function bytesOf(payload: unknown): Buffer | null {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : null;
}

/**
 * Makes a repeated create harmless (issue 25 item 2, decision 020). A signed-in POST with an
 * `Idempotency-Key` reserves the key before its handler runs; its answer is kept a day and a
 * repeat gets it back (`Idempotent-Replayed: true`). A repeat arriving while the first runs
 * waits for that answer (IDEMPOTENCY_WAIT_MS at most, then 409 with Retry-After); the key with
 * another method, path or body is 422. Without the header nothing changes; signed out, the
 * header is ignored (no account to keep the key for).
 */
export function registerIdempotency(app: FastifyInstance): void {
  const repo = app.repositories.idempotency;
  const holds = new WeakMap<FastifyRequest, Held>();

  // preHandler: after the body is parsed (it is part of what the key must match).
  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    const wanted: KeyRequest = {
      accountId: request.session!.accountId,
      key,
      method: request.method,
      path: pathOf(request.url),
      requestHash: requestHash(request.url, request.body),
    };
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const token = randomUUID();
      const now = new Date();
      const reserved = await repo.reserve(wanted, token, {
        now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_EXPIRY_MS),
        staleBefore: new Date(now.getTime() - RUNNING_STALE_MS),
      });
      if (reserved) {
        holds.set(request, { accountId: wanted.accountId, key, token });
        return;
      }
      const row = await repo.find(wanted.accountId, key);
      if (row) {
        const same =
          row.method === wanted.method &&
          row.path === wanted.path &&
          row.requestHash === wanted.requestHash;
        if (!same) throw new HttpError(422, KEY_REUSED);
        if (row.answer) return replay(reply, row.answer);
      }
      // Still running (or freed a moment ago: the next turn reserves it). A repeat whose
      // client has gone stops waiting: nobody is left to answer.
      if (reply.raw.destroyed) {
        reply.hijack();
        return reply;
      }
      if (Date.now() >= deadline)
        throw new HttpError(409, KEY_IN_PROGRESS, undefined, undefined, 1);
      await sleep(WAIT_POLL_MS);
    }
  });

  // Kept before the answer leaves, so a repeat after it always finds it. An answer is kept even
  // when its client has gone meanwhile: the work is done, and the retry must get this answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = holds.get(request);
    if (!held) return payload;
    holds.delete(request);
    const { accountId, key, token } = held;
    const body = bytesOf(payload);
    // A cookie cannot be replayed with the answer (sign-in routes): such answers are not kept.
    const keep = body !== null && isKeptStatus(reply.statusCode) && !reply.hasHeader('set-cookie');
    try {
      if (keep) {
        await repo.store(accountId, key, token, {
          status: reply.statusCode,
          contentType: headerText(reply.getHeader('content-type')),
          location: headerText(reply.getHeader('location')),
          body,
        });
      } else {
        await repo.release(accountId, key, token);
      }
    } catch (error) {
      // The answer is still true; the key stays reserved until RUNNING_STALE_MS frees it.
      request.log.warn({ err: error }, 'idempotency key not updated');
    }
    return payload;
  });
}

const headerText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
