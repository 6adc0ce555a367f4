import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A link's token: 256 random bits, base64url (43 characters, shareTokenSchema). */
export const newShareLinkToken = () => randomBytes(32).toString('base64url');

/** The listener's page: `${PUBLIC_URL}/s/${token}`. */
export const shareLinkUrl = (base: string, token: string) => `${base}/s/${token}`;

/** The API of one link: the unlock cookie's path, so it is sent to this link's routes alone. */
export const shareLinkApiPath = (token: string) => `/api/s/${token}`;

/** A song's bytes through a link (Range supported); `download` asks for an attachment. */
export const sharedAudioUrl = (token: string, audioId: string, download = false) =>
  `${shareLinkApiPath(token)}/audio/${audioId}${download ? '?download=1' : ''}`;

/** How long an unlocked link stays open in one browser before the password is asked again. */
export const UNLOCK_TTL_SECONDS = 7 * 24 * 3600;

const unlockMac = (passwordHash: string, linkId: string, until: number) =>
  createHmac('sha256', passwordHash).update(`share-unlock:${linkId}:${until}`).digest('base64url');

/**
 * The unlock cookie's value: when it ends and a MAC keyed by the link's password hash, so no
 * row is stored, the value proves the password was given for this link, and it can never be
 * made without the hash (a secret of the server; the salted scrypt key in it is unguessable).
 */
export function unlockCookieValue(passwordHash: string, linkId: string, now: Date): string {
  const until = Math.floor(now.getTime() / 1000) + UNLOCK_TTL_SECONDS;
  return `${until}.${unlockMac(passwordHash, linkId, until)}`;
}

/** Whether `value` is a live unlock of this link. */
export function isUnlocked(
  value: string | undefined,
  passwordHash: string,
  linkId: string,
  now: Date,
): boolean {
  if (!value || value.length > 100) return false;
  const [untilText, mac] = value.split('.');
  const until = Number(untilText);
  if (!mac || !Number.isSafeInteger(until) || until * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(unlockMac(passwordHash, linkId, until));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
