import {
  DEMO_LOGIN_WINDOW_MS,
  DEMO_LOGINS_PER_IP,
  ENTERPRISE_INQUIRIES_PER_HOUR,
  LOGIN_MAX_PER_EMAIL,
  LOGIN_MAX_PER_IP,
  LOGIN_WINDOW_MS,
} from '../../../shared/constants.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** At most `max` counted events per fixed window of `windowMs`; `message` says what was refused. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Every rate limit of the server (issue 14 item 5), in one place. Each guards a path that costs
 * the server or reaches a third person; the counts live in PostgreSQL (rate_limit_buckets).
 * Generous for a person, useless for a script.
 */
export const RATE_LIMITS = {
  /** Accounts made from one address (behind TRUST_PROXY, the client's, not the proxy's). */
  signUpPerIp: { max: 10, windowMs: HOUR, message: 'Too many sign-ups from this address.' },
  /** Invitations and resends an account sends... */
  invitationsPerAccount: {
    max: 20,
    windowMs: HOUR,
    message: 'You have sent too many invitations.',
  },
  /** ...and that one address receives, whoever sends them: its inbox is a third person's. */
  invitationsPerRecipient: {
    max: 5,
    windowMs: HOUR,
    message: 'This address has been sent too many invitations.',
  },
  /** Split confirmation e-mails (sends and resends) an account sends, one per party... */
  splitConfirmationsPerAccount: {
    max: 60,
    windowMs: HOUR,
    message: 'You have sent too many split confirmation requests.',
  },
  /** ...and that one address receives, whoever sends them. */
  splitConfirmationsPerRecipient: {
    max: 5,
    windowMs: HOUR,
    message: 'This address has been sent too many split confirmation requests.',
  },
  /** Unknown or used confirmation links from one address: a script guessing tokens stops here. */
  splitLinkMissesPerIp: {
    max: 30,
    windowMs: 10 * MINUTE,
    message: 'Too many invalid confirmation links from this address.',
  },
  forgotPasswordPerIp: {
    max: 20,
    windowMs: HOUR,
    message: 'Too many reset requests from this address.',
  },
  forgotPasswordPerEmail: {
    max: 5,
    windowMs: HOUR,
    message: 'Too many reset requests for this e-mail.',
  },
  /** Demo studios made from one address: each demo login writes a fresh copy (issue 14 item 6). */
  demoLoginsPerIp: {
    max: DEMO_LOGINS_PER_IP,
    windowMs: DEMO_LOGIN_WINDOW_MS,
    message: 'Too many demo studios from this address.',
  },
  /** Share-link e-mails an account sends (issue 27)... */
  shareLinkEmailsPerAccount: {
    max: 30,
    windowMs: HOUR,
    message: 'You have sent too many share links by e-mail.',
  },
  /** ...and that one address receives, whoever sends them: its inbox is a third person's. */
  shareLinkEmailsPerRecipient: {
    max: 5,
    windowMs: HOUR,
    message: 'This address has been sent too many share links.',
  },
  /** Wrong passwords on one share link from one address... */
  shareUnlockFailuresPerLinkAndIp: {
    max: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong passwords for this link.',
  },
  /** ...and on one link whatever the address: guessing spread over many addresses stops too. */
  shareUnlockFailuresPerLink: {
    max: 50,
    windowMs: HOUR,
    message: 'Too many wrong passwords for this link.',
  },
  /** A listener's comments through one link from one address (as a member's comments). */
  shareCommentsPerLinkAndIp: {
    max: 30,
    windowMs: 10 * MINUTE,
    message: 'You are commenting too fast.',
  },
  /**
   * Listen reports through one link from one address: a player reports every few seconds and
   * on leave, so an hour of listening is a few hundred; a script filling receipts stops here.
   */
  shareListenReportsPerLinkAndIp: {
    max: 600,
    windowMs: HOUR,
    message: 'Too many listening reports for this link.',
  },
  /**
   * Plays a public page reports from one address (issue 28 item 5): a play is past 30 s or at a
   * song's end, so a person reports at most about 120 an hour; a few people behind one address
   * still fit, a script filling an artist's figures stops here...
   */
  publicPlaysPerIp: {
    max: 240,
    windowMs: HOUR,
    message: 'Too many plays from this address.',
  },
  /** ...and one play of a song per address in the signed-in window (no account to key it on). */
  publicPlaysPerSongAndIp: {
    max: 1,
    windowMs: 30_000,
    message: 'This play was already counted.',
  },
  commentsPerAccount: { max: 30, windowMs: 10 * MINUTE, message: 'You are commenting too fast.' },
  enterpriseInquiriesPerIp: {
    max: ENTERPRISE_INQUIRIES_PER_HOUR,
    windowMs: HOUR,
    message: 'Too many inquiries from this address.',
  },
  /**
   * Wrong passwords per e-mail and address together: a stranger guessing from their address
   * never locks the owner out on another address (issue 14: lockout as a weapon).
   */
  failedLoginsPerAccountAndIp: {
    max: LOGIN_MAX_PER_EMAIL,
    windowMs: LOGIN_WINDOW_MS,
    message: 'Too many sign-in attempts.',
  },
  /**
   * Wrong current passwords a signed-in account gives to change its password or delete itself:
   * the same budget as sign-in, so a stolen session cannot guess the password faster here than
   * at the login form. Refused with its own answer, `settings.tooManyWrongPasswords`
   * (modules/account-settings).
   */
  wrongPasswordsPerAccount: {
    max: LOGIN_MAX_PER_EMAIL,
    windowMs: LOGIN_WINDOW_MS,
    message: 'Too many wrong passwords.',
  },
  /** Wrong passwords from one address, for any e-mails (one machine spraying many accounts). */
  failedLoginsPerIp: {
    max: LOGIN_MAX_PER_IP,
    windowMs: LOGIN_WINDOW_MS,
    message: 'Too many sign-in attempts.',
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
