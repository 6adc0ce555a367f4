import { INVITATION_TTL_DAYS } from '../../../shared/schemas/collaborations.js';
import { hashEmailedToken, newEmailedToken } from '../../lib/emailed-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this digest of an e-mailed token is stored. */
export const hashInvitationToken = hashEmailedToken;

/** A new random token (for the e-mail), its digest and its end (INVITATION_TTL_DAYS from now). */
export const newInvitationToken = (now: Date) => newEmailedToken(now, INVITATION_TTL_DAYS * DAY_MS);

/** A pending invitation whose link has not expired. */
export const isLiveInvitation = (
  row: { status: string; tokenExpiresAt: Date | null },
  now: Date,
): boolean => row.status === 'pending' && row.tokenExpiresAt !== null && row.tokenExpiresAt >= now;
