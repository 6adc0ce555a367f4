import { ApiError } from '../../../lib/api-client';

/** Why a link shows no songs: it needs its password, it is over, or it never was. */
export type LinkRefusal = 'password' | 'expired' | 'revoked' | 'gone';

/** The refusal an answer of /api/s/{token}/… means, or null for any other failure. */
export function linkRefusal(error: unknown): LinkRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401 && error.code === 'share.passwordRequired') return 'password';
  if (error.status === 410) return error.code === 'share.revoked' ? 'revoked' : 'expired';
  if (error.status === 404) return 'gone';
  return null;
}
