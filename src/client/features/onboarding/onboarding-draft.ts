import {
  ONBOARDING_STEPS,
  type EXPERIENCE_LEVELS,
  type GENRES,
  type GOALS,
} from '../../../shared/constants';
import type { OnboardingProfileInput } from '../../../shared/schemas/onboarding';

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type Genre = (typeof GENRES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Goal = (typeof GOALS)[number];

/** The wizard's answers; genre and experience stay empty until chosen. */
export interface OnboardingDraft {
  artistName: string;
  genre: Genre | '';
  experience: ExperienceLevel | '';
  location: string;
  bio: string;
  goals: Goal[];
}

/** A fresh draft, with the artist name the account already has. */
export function initialDraft(artistName: string | null | undefined): OnboardingDraft {
  return {
    artistName: artistName ?? '',
    genre: '',
    experience: '',
    location: '',
    bio: '',
    goals: [],
  };
}

/** Part 1 §2: leaving the profile step needs artist name, genre and experience; others are free. */
export function canLeaveStep(step: OnboardingStep, draft: OnboardingDraft): boolean {
  if (step !== 'profile') return true;
  return draft.artistName.trim() !== '' && draft.genre !== '' && draft.experience !== '';
}

/** Adds the goal when absent, removes it when present (keeping the spec's order). */
export function toggleGoal(goals: readonly Goal[], goal: Goal): Goal[] {
  return goals.includes(goal) ? goals.filter((g) => g !== goal) : [...goals, goal];
}

/** The PATCH /api/users/profile body, or null while a required answer is missing. */
export function draftToProfileInput(draft: OnboardingDraft): OnboardingProfileInput | null {
  if (!canLeaveStep('profile', draft) || draft.genre === '' || draft.experience === '') return null;
  return {
    artistName: draft.artistName.trim(),
    genre: draft.genre,
    experience: draft.experience,
    location: draft.location.trim(),
    bio: draft.bio.trim(),
    goals: draft.goals,
  };
}

/** The step after/before `index`, clamped to the wizard. */
export function clampStepIndex(index: number): number {
  return Math.min(Math.max(index, 0), ONBOARDING_STEPS.length - 1);
}
