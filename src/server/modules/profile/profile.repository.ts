import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Partial<
  Omit<typeof profiles.$inferInsert, 'id' | 'accountId' | 'createdAt'>
>;

/** Why an update did not happen: no such profile, or the handle belongs to someone else. */
export type ProfileUpdateRefusal = 'missing' | 'handleTaken';

/** SQL for the profile row and nothing else. */
export function profileRepository(db: Database) {
  return {
    async find(profileId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
      return row ?? null;
    },

    /**
     * Applies `decide(current)` to the locked row in one transaction: the decision sees the row
     * as it is when written, so a public profile can never be left without a handle.
     */
    async update(
      profileId: string,
      decide: (current: ProfileRow) => ProfileValues,
    ): Promise<ProfileRow | ProfileUpdateRefusal> {
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(profiles)
            .where(eq(profiles.id, profileId))
            .for('update');
          if (!current) return 'missing';
          const [row] = await tx
            .update(profiles)
            .set(decide(current))
            .where(eq(profiles.id, profileId))
            .returning();
          return row ?? 'missing';
        });
      } catch (error) {
        // profiles.handle is unique: the database decides who got a handle first.
        if (isUniqueViolation(error)) return 'handleTaken';
        throw error;
      }
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
