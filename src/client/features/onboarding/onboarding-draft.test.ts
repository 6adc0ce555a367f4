import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, onboardingPercent } from '../../../shared/constants';
import { onboardingProfileSchema } from '../../../shared/schemas/onboarding';
import {
  canLeaveStep,
  clampStepIndex,
  draftToProfileInput,
  initialDraft,
  toggleGoal,
  type OnboardingDraft,
} from './onboarding-draft';

const complete: OnboardingDraft = {
  ...initialDraft('Nova'),
  genre: 'r&b',
  experience: 'hobbyist',
};

describe('onboarding step guard', () => {
  it('blocks the profile step until artist name, genre and experience are filled', () => {
    expect(canLeaveStep('profile', initialDraft(null))).toBe(false);
    expect(canLeaveStep('profile', { ...complete, artistName: '   ' })).toBe(false);
    expect(canLeaveStep('profile', { ...complete, genre: '' })).toBe(false);
    expect(canLeaveStep('profile', { ...complete, experience: '' })).toBe(false);
    expect(canLeaveStep('profile', complete)).toBe(true);
  });

  it('leaves location and bio optional', () => {
    expect(canLeaveStep('profile', { ...complete, location: '', bio: '' })).toBe(true);
  });

  it('never blocks the other steps', () => {
    for (const step of ONBOARDING_STEPS.filter((s) => s !== 'profile')) {
      expect(canLeaveStep(step, initialDraft(null))).toBe(true);
    }
  });

  it('stays within the five steps', () => {
    expect(clampStepIndex(-1)).toBe(0);
    expect(clampStepIndex(7)).toBe(ONBOARDING_STEPS.length - 1);
    expect(onboardingPercent(clampStepIndex(0))).toBe(20);
    expect(onboardingPercent(clampStepIndex(4))).toBe(100);
  });
});

describe('onboarding draft', () => {
  it('prefills the artist name the account already has', () => {
    expect(initialDraft('Nova').artistName).toBe('Nova');
    expect(initialDraft(null).artistName).toBe('');
  });

  it('toggles goals in and out', () => {
    const one = toggleGoal([], 'demos');
    expect(one).toEqual(['demos']);
    expect(toggleGoal(one, 'recording')).toEqual(['demos', 'recording']);
    expect(toggleGoal(['demos', 'recording'], 'demos')).toEqual(['recording']);
  });

  it('builds a body the server schema accepts, trimmed', () => {
    const input = draftToProfileInput({ ...complete, artistName: ' Nova ', goals: ['portfolio'] });
    expect(input).toEqual({
      artistName: 'Nova',
      genre: 'r&b',
      experience: 'hobbyist',
      location: '',
      bio: '',
      goals: ['portfolio'],
    });
    expect(onboardingProfileSchema.safeParse(input).success).toBe(true);
  });

  it('builds nothing while a required answer is missing', () => {
    expect(draftToProfileInput({ ...complete, genre: '' })).toBeNull();
  });
});
