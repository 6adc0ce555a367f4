import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../plugins/auth.js';

/** The Set-Cookie line of the session cookie in a response, or undefined. */
export function sessionSetCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** A `cookie` request header carrying the session a response just started. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const line = sessionSetCookie(res);
  if (!line) throw new Error('The response started no session');
  return line.split(';')[0]!;
}
