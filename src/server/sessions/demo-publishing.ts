import { DEMO_PUBLISHING_CODE } from '../../shared/constants.js';
import { HttpError } from '../lib/http-errors.js';
import type { SessionContext } from './session.repository.js';

export const DEMO_PUBLISHING_MESSAGE =
  'Demo studios cannot publish: public links and public profiles need an account of your own.';

/**
 * The one rule for publishing from a demo studio (issue 14 item 6): a visitor's copy may not
 * put anything on a public or share link, nor make an artist page public, so the demo cannot
 * host files or pages for anyone. `publishes` is whether this change would publish.
 */
export function refuseDemoPublishing(session: Pick<SessionContext, 'isDemo'>, publishes: boolean) {
  if (session.isDemo && publishes) {
    throw new HttpError(403, DEMO_PUBLISHING_MESSAGE, undefined, DEMO_PUBLISHING_CODE);
  }
}
