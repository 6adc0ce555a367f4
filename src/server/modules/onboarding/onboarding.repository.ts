import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/index.js';

type OnboardingFields = Pick<
  typeof profiles.$inferInsert,
  'artistName' | 'genre' | 'experience' | 'location' | 'bio' | 'goals' | 'onboardedAt'
>;

/** Writes the onboarding answers into one profile. */
export async function saveOnboarding(
  db: Database,
  profileId: string,
  fields: OnboardingFields,
): Promise<void> {
  await db.update(profiles).set(fields).where(eq(profiles.id, profileId));
}
