import { createHash, randomBytes } from 'node:crypto';

/** Only this digest of a token sent by e-mail (set-password, reset, invitation) is stored. */
export const hashEmailedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token (256 random bits) for an e-mail, its digest and when it stops working. */
export function newEmailedToken(now: Date, lifetimeMs: number) {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEmailedToken(token), expiresAt: new Date(now.getTime() + lifetimeMs) };
}
