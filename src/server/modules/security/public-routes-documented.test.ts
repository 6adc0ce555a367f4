// The API document marks a route public (no session, `security: []`) exactly when this module's
// allowlist lets it answer signed out, so the document never invites a call that gets a 401.
import { describe, expect, it } from 'vitest';
import { ROUTE_DOCS } from '../../route-docs.js';
import { publicRoute } from './public-routes.js';

describe('public routes in the API document', () => {
  it('marks as public exactly the routes public-routes.ts lets answer without a session', () => {
    const wrong = ROUTE_DOCS.filter(
      (doc) => Boolean(doc.public) !== Boolean(publicRoute(`${doc.method} ${doc.path}`)),
    ).map((doc) => `${doc.method} ${doc.path}`);
    expect(wrong).toEqual([]);
  });
});
