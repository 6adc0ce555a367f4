import type { profiles } from '../../db/schema/index.js';

type DemoProfile = Omit<typeof profiles.$inferInsert, 'accountId'>;

/** The "Try Demo Studio" profile: a studio showing what a busy Trackroom looks like. */
export const STUDIO_PROFILE: DemoProfile = {
  firstName: 'Demo',
  lastName: 'Studio',
  artistName: 'Trackroom Demo Studio',
  plan: 'studio',
  genre: 'electronic',
  experience: 'professional',
  goals: ['recording', 'collaboration', 'portfolio'],
  location: 'Lisbon, Portugal',
  bio: 'The shared demo studio: explore projects, lyrics and real audio without signing up.',
};

/** The personal demo profile: one songwriter's own sketches. */
export const PERSONAL_PROFILE: DemoProfile = {
  firstName: 'Alex',
  lastName: 'Rivera',
  artistName: 'Alex Rivera',
  plan: 'creator',
  genre: 'indie',
  experience: 'intermediate',
  goals: ['songwriting', 'demos'],
  location: 'Austin, Texas',
  bio: 'Songwriter sketching ideas between gigs.',
};
