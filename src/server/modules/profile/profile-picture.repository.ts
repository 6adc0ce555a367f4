import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/index.js';

/** SQL for a profile's picture URL. */
export function profilePictureRepository(db: Database) {
  return {
    /**
     * Sets the picture URL and returns the one it replaces (null: none; undefined: no such
     * profile). The row lock makes two racing uploads each see the URL the other replaced.
     */
    async replaceImageUrl(profileId: string, url: string): Promise<string | null | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ url: profiles.profileImageUrl })
          .from(profiles)
          .where(eq(profiles.id, profileId))
          .for('update');
        if (!current) return undefined;
        await tx.update(profiles).set({ profileImageUrl: url }).where(eq(profiles.id, profileId));
        return current.url;
      });
    },
  };
}
export type ProfilePictureRepository = ReturnType<typeof profilePictureRepository>;
