import type { z } from 'zod';
import type { onboardingProfileSchema } from '../../../shared/schemas/onboarding.js';
import type { Database } from '../../db/client.js';
import { saveOnboarding } from './onboarding.repository.js';

type OnboardingData = z.output<typeof onboardingProfileSchema>;

/** The onboarding wizard's end. */
export function onboardingService(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Saves the wizard's draft into the profile and marks it onboarded. */
    async complete(profileId: string, draft: OnboardingData): Promise<void> {
      await saveOnboarding(deps.db, profileId, {
        artistName: draft.artistName,
        genre: draft.genre,
        experience: draft.experience,
        // Optional answers left blank are stored as "not given", like the profile page does.
        location: draft.location || null,
        bio: draft.bio || null,
        goals: draft.goals,
        onboardedAt: now(),
      });
    },
  };
}
