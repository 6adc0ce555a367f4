import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEMO_ACTIVITY_REFRESH_MINUTES,
  DEMO_IDLE_HOURS,
  SESSION_BROWSER_HOURS,
  REMEMBER_ME_DAYS,
} from '../../shared/constants.js';
import { can } from '../../shared/permissions.js';
import { claimWorkFor, runAs } from '../db/work-owner.js';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import { endSessionsOfUser } from '../sessions/session-end.repository.js';
import type { SessionContext } from '../sessions/session.repository.js';

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
  const repo = app.repositories.session;
  app.decorateRequest('session', null);

  // Every request's database work is owned by its caller (query-scheduler.ts): the session
  // cookie until the session is known, then the account; signed out, the address.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = sessionToken(request);
    const key = token ? `session:${token}` : `address:${request.ip}`;
    runAs({ key, arrivedAt: performance.now() }, done);
  });

  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request);
    if (!token) return;
    const now = new Date();
    request.session = await repo.find(hashSessionToken(token), now);
    if (request.session && demoExpiryDue(request.session, now)) {
      await repo.extendDemo(request.session.accountId, demoExpiryFrom(now));
    }
    claimWorkFor(
      request.session ? `account:${request.session.accountId}` : `address:${request.ip}`,
    );
  });
}

/**
 * A demo copy lives DEMO_IDLE_HOURS after its last use. Its expiry moves at most once per
 * DEMO_ACTIVITY_REFRESH_MINUTES, so a busy demo tab costs one write per interval, not per request.
 */
function demoExpiryDue(session: SessionContext, now: Date): boolean {
  if (!session.demoExpiresAt) return false;
  const left = session.demoExpiresAt.getTime() - now.getTime();
  return left < (DEMO_IDLE_HOURS * 60 - DEMO_ACTIVITY_REFRESH_MINUTES) * 60_000;
}

/** When a demo copy used at `now` expires. */
export const demoExpiryFrom = (now: Date) => new Date(now.getTime() + DEMO_IDLE_HOURS * 3600_000);

/** The session cookie's token when it has the shape of one (43 base64url characters). */
function sessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length === 43 && /^[A-Za-z0-9_-]+$/.test(token) ? token : null;
}

function cookieSecure(app: FastifyInstance, request: FastifyRequest): boolean {
  const setting = app.deps.config.cookieSecure;
  return setting === 'auto' ? request.protocol === 'https' : setting;
}

/**
 * Creates a session row and sets its cookie. `persistent` is "remember me" (30 days);
 * `firstVisit` marks the session a sign-up starts.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: { accountId: string; profileId: string; persistent: boolean; firstVisit?: boolean },
): Promise<void> {
  const token = newSessionToken();
  const lifetimeMs = ids.persistent
    ? REMEMBER_ME_DAYS * 24 * 3600 * 1000
    : SESSION_BROWSER_HOURS * 3600 * 1000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await app.repositories.session.insert({
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

/** Ends the caller's session (its open streams close too) and clears the cookie. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const session = request.session;
  if (session) {
    await endSessionsOfUser(app.deps.db, session.accountId, { only: session.tokenHash });
  }
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
  if (!can(session.role, 'admin.console')) throw forbidden('Administrators only');
  return session;
}
