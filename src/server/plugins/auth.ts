import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_BROWSER_HOURS, REMEMBER_ME_DAYS } from '../../shared/constants.js';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import { sessionRepository, type SessionContext } from '../modules/auth/session.repository.js';

export const SESSION_COOKIE = 'trackroom_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, or null when signed out. Loaded once per request. */
    session: SessionContext | null;
  }
}

/** A fresh session token: 32 random bytes, base64url (43 characters), sent only in the cookie. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** What the sessions table stores instead of the token, so a database leak signs nobody in. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Loads the session from the cookie on every request and offers sign-in/sign-out helpers. */
export function registerAuth(app: FastifyInstance): void {
  const repo = sessionRepository(app.deps.db);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return;
    request.session = await repo.find(hashSessionToken(token), new Date());
  });
}

function cookieSecure(app: FastifyInstance, request: FastifyRequest): boolean {
  const setting = app.deps.config.cookieSecure;
  return setting === 'auto' ? request.protocol === 'https' : setting;
}

/** Creates a session row and sets its cookie. `persistent` is "remember me" (30 days). */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: { accountId: string; profileId: string; persistent: boolean },
): Promise<void> {
  const token = newSessionToken();
  const lifetimeMs = ids.persistent
    ? REMEMBER_ME_DAYS * 24 * 3600 * 1000
    : SESSION_BROWSER_HOURS * 3600 * 1000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await sessionRepository(app.deps.db).insert({
    tokenHash: hashSessionToken(token),
    ...ids,
    expiresAt,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(app, request),
    // Without "remember me" the cookie dies with the browser; the row still expires server-side.
    ...(ids.persistent ? { expires: expiresAt } : {}),
  });
}

/** Deletes the caller's session row and clears the cookie. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.session) await sessionRepository(app.deps.db).delete(request.session.tokenHash);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in caller, or a 401. */
export function requireUser(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthorized('Unauthorized');
  return request.session;
}

/** The signed-in caller with the admin role, or 401/403. */
export function requireAdmin(request: FastifyRequest): SessionContext {
  const session = requireUser(request);
  if (session.role !== 'admin') throw forbidden('Administrators only');
  return session;
}
