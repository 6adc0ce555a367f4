import { z } from 'zod';
import { EXPERIENCE_LEVELS, GENRES, GOALS } from '../constants';

/** PATCH /api/users/profile: the onboarding draft saved into the active profile. */
export const onboardingProfileSchema = z.object({
  artistName: z
    .string({ error: 'Artist name is required' })
    .trim()
    .min(1, 'Artist name is required')
    .max(100),
  genre: z.enum(GENRES, { error: 'Please choose a genre' }),
  experience: z.enum(EXPERIENCE_LEVELS, { error: 'Please choose your experience level' }),
  location: z.string().trim().max(120).optional().default(''),
  bio: z.string().trim().max(2000).optional().default(''),
  goals: z.array(z.enum(GOALS)).max(GOALS.length).optional().default([]),
});
export type OnboardingProfileInput = z.input<typeof onboardingProfileSchema>;
