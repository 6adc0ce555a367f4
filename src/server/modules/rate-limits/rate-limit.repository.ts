import { inArray, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rateLimitBuckets } from '../../db/schema/index.js';

export interface BucketState {
  key: string;
  hits: number;
  expiresAt: Date;
}

const state = {
  key: rateLimitBuckets.key,
  hits: rateLimitBuckets.hits,
  expiresAt: rateLimitBuckets.expiresAt,
};

/** The SQL of rate limits: one atomic upsert per hit, a read, a reset, the clean-up. */
export function rateLimitRepository(db: DbExecutor) {
  return {
    /**
     * Counts one hit on each bucket in one statement. A bucket whose window has ended starts a
     * new one at `now` with this hit; otherwise its count goes up by one. Concurrent hits from
     * several processes are serialised by the row lock of ON CONFLICT DO UPDATE.
     */
    async hit(buckets: { key: string; windowMs: number }[], now: Date): Promise<BucketState[]> {
      const ended = sql`${rateLimitBuckets.expiresAt} <= excluded.window_start`;
      return db
        .insert(rateLimitBuckets)
        .values(
          buckets.map(({ key, windowMs }) => ({
            key,
            hits: 1,
            windowStart: now,
            expiresAt: new Date(now.getTime() + windowMs),
          })),
        )
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitBuckets.hits} + 1 end`,
            windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimitBuckets.windowStart} end`,
            expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitBuckets.expiresAt} end`,
          },
        })
        .returning(state);
    },

    /** The buckets of these keys as they are (ended windows included: the caller compares). */
    async read(keys: string[]): Promise<BucketState[]> {
      return db.select(state).from(rateLimitBuckets).where(inArray(rateLimitBuckets.key, keys));
    },

    async clear(keys: string[]): Promise<void> {
      await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, keys));
    },

    async deleteEnded(now: Date): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now));
    },
  };
}
