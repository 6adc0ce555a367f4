import { z } from 'zod';
import { cappedString, tooLongMessage } from './capped-text';
import { EXPERIENCE_LEVELS, GENRES, GOALS } from '../constants';

/** PATCH /api/users/profile: the onboarding draft saved into the active profile. */
export const onboardingProfileSchema = z.object({
  artistName: cappedString(100, tooLongMessage('Artist name', 100), 'Artist name is required')
    .trim()
    .min(1, 'Artist name is required'),
  genre: z.enum(GENRES, { error: 'Please choose a genre' }),
  experience: z.enum(EXPERIENCE_LEVELS, { error: 'Please choose your experience level' }),
  location: cappedString(120, tooLongMessage('Location', 120)).trim().optional().default(''),
  bio: cappedString(2000, tooLongMessage('Bio', 2000)).trim().optional().default(''),
  goals: z.array(z.enum(GOALS)).max(GOALS.length).optional().default([]),
});
export type OnboardingProfileInput = z.input<typeof onboardingProfileSchema>;
