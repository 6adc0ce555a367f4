import {
  LOGIN_MAX_PER_EMAIL,
  LOGIN_MAX_PER_IP,
  LOGIN_WINDOW_MS,
} from '../../../shared/constants.js';
import { tooManyRequests } from '../../lib/http-errors.js';
import { SlidingWindowLimiter, type Clock } from '../../lib/sliding-window-limiter.js';

const WINDOW_MINUTES = Math.ceil(LOGIN_WINDOW_MS / 60_000);
export const TOO_MANY_LOGINS_MESSAGE = `Too many sign-in attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`;

/**
 * DESIGN §4 login throttling: every attempt counts against the caller's IP (stops one machine
 * spraying many accounts); failed attempts count against the e-mail (stops a botnet guessing
 * one account's password). A successful sign-in clears that e-mail's failures.
 */
export class LoginThrottle {
  private readonly perIp: SlidingWindowLimiter;
  private readonly perEmail: SlidingWindowLimiter;

  constructor(now?: Clock) {
    this.perIp = new SlidingWindowLimiter({
      windowMs: LOGIN_WINDOW_MS,
      max: LOGIN_MAX_PER_IP,
      now,
    });
    this.perEmail = new SlidingWindowLimiter({
      windowMs: LOGIN_WINDOW_MS,
      max: LOGIN_MAX_PER_EMAIL,
      now,
    });
  }

  /** Throws a 429 when the IP or the e-mail is over its limit; otherwise counts the attempt. */
  admit(ip: string, email: string): void {
    if (this.perIp.isLimited(ip) || this.perEmail.isLimited(email)) {
      throw tooManyRequests(TOO_MANY_LOGINS_MESSAGE);
    }
    this.perIp.hit(ip);
  }

  /** Records a wrong e-mail or password for this e-mail. */
  failed(email: string): void {
    this.perEmail.hit(email);
  }

  /** Clears the e-mail's failures after a successful sign-in. */
  succeeded(email: string): void {
    this.perEmail.reset(email);
  }
}
