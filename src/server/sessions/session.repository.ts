import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { FIRST_VISIT_HOURS } from '../../shared/constants.js';
import type { Database } from '../db/client.js';
import { accounts, libraryVersions, profiles, sessions } from '../db/schema/index.js';

/** What a signed-in request knows about its caller, read in one query. */
export interface SessionContext {
  tokenHash: string;
  accountId: string;
  profileId: string;
  role: (typeof accounts.$inferSelect)['role'];
  email: string;
  persistent: boolean;
  /** The session the account was registered in, its first FIRST_VISIT_HOURS (the welcome). */
  firstVisit: boolean;
  expiresAt: Date;
  /**
   * The active profile's library version (decision 008): read here, with the session, so a
   * cached song-list page is checked without a statement of its own.
   */
  libraryVersion: number;
  /** A visitor's demo copy (issue 14 item 6): no e-mail, no publishing, a small quota. */
  isDemo: boolean;
  /** When the demo copy is removed unless used again; null for other accounts. */
  demoExpiresAt: Date | null;
}

/**
 * Session rows. Ending sessions is not here: it goes through session-end.repository.ts
 * (endSessionsOfUser), which also closes their open streams; expired rows go by
 * expired-sessions.repository.ts (run by scheduler.ts).
 */
export function sessionRepository(db: Database) {
  return {
    async find(tokenHash: string, now: Date): Promise<SessionContext | null> {
      const rows = await db
        .select({
          tokenHash: sessions.tokenHash,
          accountId: sessions.accountId,
          profileId: sessions.profileId,
          persistent: sessions.persistent,
          // The sign-up's session is the first visit for the rest of that day only.
          firstVisit: sql<boolean>`(${sessions.firstVisit} and ${gt(
            sessions.createdAt,
            new Date(now.getTime() - FIRST_VISIT_HOURS * 3600 * 1000),
          )})`,
          expiresAt: sessions.expiresAt,
          role: accounts.role,
          email: accounts.email,
          isDemo: accounts.isDemo,
          demoExpiresAt: accounts.demoExpiresAt,
          libraryVersion: sql<number>`coalesce(${libraryVersions.version}, 0)`.mapWith(Number),
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .innerJoin(profiles, eq(profiles.id, sessions.profileId))
        .leftJoin(libraryVersions, eq(libraryVersions.profileId, sessions.profileId))
        // A suspended account's sessions stop working at once, even one started mid-suspension.
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            eq(accounts.status, 'active'),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
    async insert(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },
    async setProfile(tokenHash: string, profileId: string): Promise<void> {
      await db.update(sessions).set({ profileId }).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Moves a demo copy's expiry to `expiresAt` (only ever later). */
    async extendDemo(accountId: string, expiresAt: Date): Promise<void> {
      await db
        .update(accounts)
        .set({ demoExpiresAt: expiresAt })
        .where(and(eq(accounts.id, accountId), lt(accounts.demoExpiresAt, expiresAt)));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
