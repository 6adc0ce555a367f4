import type { z } from 'zod';
import type { onboardingProfileSchema } from '../../../shared/schemas/onboarding.js';
import type { Database } from '../../db/client.js';
import { saveOnboarding } from './onboarding.repository.js';

type OnboardingData = z.output<typeof onboardingProfileSchema>;

/** Saves the wizard's draft into the profile and marks it onboarded. */
export async function completeOnboarding(
  db: Database,
  profileId: string,
  draft: OnboardingData,
  now = new Date(),
): Promise<void> {
  await saveOnboarding(db, profileId, {
    artistName: draft.artistName,
    genre: draft.genre,
    experience: draft.experience,
    // Optional answers left blank are stored as "not given", like the profile page does.
    location: draft.location || null,
    bio: draft.bio || null,
    goals: draft.goals,
    onboardedAt: now,
  });
}
