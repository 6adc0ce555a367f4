// Expired sessions and password links are refused from the moment they expire; their rows are
// deleted by a periodic job (scheduler.ts). What a session's end does to its open streams:
// session-streams.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, passwordTokens, sessions } from '../../db/schema/index.js';
import { deleteExpiredSessionsAndTokens } from '../../sessions/expired-sessions.repository.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';

describe('the periodic clean-up of expired sessions and links', () => {
  let t: TestApp;
  let app: TestApp['app'];

  beforeAll(async () => {
    t = await buildTestApp();
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs the sweep on the job queue as the queue starts (scheduler.ts)', async () => {
    const user = await createUser(app);
    await app.deps.db.insert(sessions).values({
      tokenHash: 'expired-before-start',
      accountId: user.accountId,
      profileId: user.profileId,
      expiresAt: new Date(Date.now() - 60_000),
    });
    // Starting offers each periodic job's current slot; one process runs it.
    await app.jobs.start();
    await app.jobs.drain();
    const left = await app.deps.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.accountId, user.accountId));
    expect(left.map((row) => row.tokenHash)).not.toContain('expired-before-start');
    expect(left).toHaveLength(1); // the factory's live session
  });

  it('deletes expired sessions and password links and keeps live ones', async () => {
    const user = await createUser(app);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3600_000);
    await app.deps.db.insert(sessions).values({
      tokenHash: 'expired-session',
      accountId: user.accountId,
      profileId: user.profileId,
      expiresAt: past,
    });
    await app.deps.db.insert(passwordTokens).values([
      { tokenHash: 'expired-link', accountId: user.accountId, expiresAt: past },
      { tokenHash: 'live-link', accountId: user.accountId, expiresAt: future },
    ]);
    const gone = await deleteExpiredSessionsAndTokens(app.deps.db);
    expect(gone).toEqual({ sessions: 1, passwordTokens: 1 });
    const left = await app.deps.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.accountId, user.accountId));
    expect(left).toHaveLength(1); // the factory's live session
    const links = await app.deps.db
      .select({ tokenHash: passwordTokens.tokenHash })
      .from(passwordTokens)
      .where(eq(passwordTokens.accountId, user.accountId));
    expect(links.map((link) => link.tokenHash)).toEqual(['live-link']);
    const [account] = await app.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, user.accountId));
    expect(account).toBeDefined();
  });
});
