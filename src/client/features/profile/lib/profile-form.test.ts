import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type Profile } from '../../../../shared/schemas/profile';
import {
  formValuesFromProfile,
  problemsFromServer,
  profileDisplayName,
  suggestedHandle,
  validateProfileForm,
} from './profile-form';

const PROFILE: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  role: 'artist',
  firstName: 'Ada',
  lastName: 'Lovelace',
  artistName: null,
  profileImageUrl: null,
  bio: null,
  genre: 'electronic',
  location: null,
  website: null,
  primaryInstrument: null,
  yearsExperience: 12,
  recordLabel: null,
  publisher: null,
  ipiNumber: null,
  proNumber: null,
  isniNumber: '000000021694233X',
  instagramHandle: 'ada.l',
  twitterHandle: null,
  youtubeChannel: null,
  spotifyProfile: null,
  soundcloudProfile: null,
  handle: null,
  isPublic: false,
  publicFields: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('shows stored values as text, blanks for unset, the ISNI in groups', () => {
    const values = formValuesFromProfile(PROFILE);
    expect(values).toMatchObject({
      artistName: '',
      yearsExperience: '12',
      isniNumber: '0000 0002 1694 233X',
      instagramHandle: 'ada.l',
    });
  });

  it('accepts the stored profile unchanged (the form round-trips)', () => {
    expect(validateProfileForm(formValuesFromProfile(PROFILE)).ok).toBe(true);
  });

  it('names each refused field with the shared message it breaks', () => {
    const values = {
      ...formValuesFromProfile(PROFILE),
      ipiNumber: '12',
      isniNumber: '0000 0001 2103 2684',
      bio: 'x'.repeat(2001),
      yearsExperience: '200',
    };
    const result = validateProfileForm(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.ipiNumber).toEqual({ key: 'ipi', message: PROFILE_MESSAGES.ipi });
    expect(result.errors.isniNumber?.key).toBe('isniChecksum');
    expect(result.errors.bio).toMatchObject({ key: 'tooLong', max: 2000 });
    expect(result.errors.yearsExperience?.key).toBe('yearsExperience');
    expect(result.errors.firstName).toBeUndefined();
  });

  it('turns a server’s fieldErrors into the same problems, ignoring fields it does not show', () => {
    expect(
      problemsFromServer({ ipiNumber: PROFILE_MESSAGES.ipi, handle: 'x', bio: 'Odd failure' }),
    ).toEqual({
      ipiNumber: { key: 'ipi', message: PROFILE_MESSAGES.ipi },
      bio: { key: 'other', message: 'Odd failure' },
    });
  });

  it('falls back from the artist name to the full name, then to nothing', () => {
    expect(profileDisplayName(PROFILE)).toBe('Ada Lovelace');
    expect(profileDisplayName({ ...PROFILE, artistName: ' Ada L ' })).toBe('Ada L');
    expect(profileDisplayName({ ...PROFILE, firstName: '', lastName: ' ' })).toBeNull();
  });

  it('suggests a handle from a name', () => {
    expect(suggestedHandle('Beyoncé & The Crew!')).toBe('beyonce-the-crew');
    expect(suggestedHandle('Jo')).toBe('');
    expect(suggestedHandle('x'.repeat(40))).toHaveLength(30);
  });
});
