import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { profiles } from '../../db/schema/index.js';
import { displayName } from './profile-names.js';

/** displayName of a stored profile. */
export async function profileDisplayName(db: DbExecutor, profileId: string): Promise<string> {
  const [row] = await db
    .select({ first: profiles.firstName, last: profiles.lastName, artist: profiles.artistName })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return displayName(row ?? { first: null, last: null, artist: null });
}
