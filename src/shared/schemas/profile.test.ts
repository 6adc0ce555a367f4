import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, profileMessageKey, updateProfileSchema } from './profile';
import {
  formatIsni,
  isniCheckCharacter,
  isniProblem,
  isPlatformUrl,
  normalizeIpi,
  normalizeIsni,
} from './profile-identifiers';

describe('ISNI (ISO 27729, check character ISO 7064 MOD 11-2)', () => {
  // Published identifiers: the ISNI of the British Library, and ORCID's documented examples
  // (ORCID iDs are ISNIs), one of them ending in X.
  it.each(['0000 0001 2103 2683', '0000-0002-1825-0097', '0000-0002-1694-233X'])(
    'accepts %s',
    (isni) => expect(isniProblem(isni)).toBeNull(),
  );

  it('computes the check character, X standing for 10', () => {
    expect(isniCheckCharacter('000000012103268')).toBe('3');
    expect(isniCheckCharacter('000000021694233')).toBe('X');
  });

  it('normalises spaces, hyphens and a lower-case x to the 16-character form', () => {
    expect(normalizeIsni('0000-0002-1694-233x')).toBe('000000021694233X');
    expect(normalizeIsni(' 0000 0001 2103 2683 ')).toBe('0000000121032683');
  });

  it('tells a wrong check digit from a wrong shape', () => {
    expect(isniProblem('0000 0001 2103 2684')).toBe('checksum');
    expect(isniProblem('0000 0001 2103 268')).toBe('format');
    expect(isniProblem('0000 0001 2103 268X1')).toBe('format');
    expect(isniProblem('X000 0001 2103 2683')).toBe('format');
    expect(normalizeIsni('0000 0001 2103 2684')).toBeNull();
  });

  it('formats in four groups of four', () => {
    expect(formatIsni('000000021694233X')).toBe('0000 0002 1694 233X');
  });
});

describe('IPI name number', () => {
  it('keeps 9 to 11 digits, dropping spaces, dots and hyphens', () => {
    expect(normalizeIpi('523 348 711')).toBe('523348711');
    expect(normalizeIpi('00052.210.040')).toBe('00052210040');
    expect(normalizeIpi('0005-221-0040')).toBe('00052210040');
  });

  it.each(['12345678', '123456789012', '12345678a', 'I-123456789-1'])('refuses %s', (ipi) =>
    expect(normalizeIpi(ipi)).toBeNull(),
  );
});

describe('profile fields', () => {
  const parse = (input: object) => updateProfileSchema.safeParse(input);
  const messageOf = (input: object) => {
    const result = parse(input);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('strips the leading @ of social handles and adds https:// to bare links', () => {
    const result = parse({
      instagramHandle: '@@ada.l',
      twitterHandle: 'ada_l',
      soundcloudProfile: 'soundcloud.com/ada',
      website: 'ada.dev',
    });
    expect(result.success && result.data).toEqual({
      instagramHandle: 'ada.l',
      twitterHandle: 'ada_l',
      soundcloudProfile: 'https://soundcloud.com/ada',
      website: 'https://ada.dev',
    });
  });

  it('wants platform links on the platform, over https, past its home page', () => {
    expect(isPlatformUrl('https://m.youtube.com/@ada', ['youtube.com'])).toBe(true);
    expect(isPlatformUrl('https://notyoutube.com/@ada', ['youtube.com'])).toBe(false);
    expect(isPlatformUrl('http://youtube.com/@ada', ['youtube.com'])).toBe(false);
    expect(isPlatformUrl('https://youtube.com/', ['youtube.com'])).toBe(false);
  });

  it('takes years of experience as a whole number from 0 to 100, typed or sent', () => {
    expect(parse({ yearsExperience: '7' }).data).toEqual({ yearsExperience: 7 });
    expect(parse({ yearsExperience: '' }).data).toEqual({ yearsExperience: null });
    for (const bad of [-1, 101, 2.5, 'seven'])
      expect(messageOf({ yearsExperience: bad })).toBe(PROFILE_MESSAGES.yearsExperience);
  });

  it('lower-cases a handle and checks its shape', () => {
    expect(parse({ handle: ' The-Band ' }).data).toEqual({ handle: 'the-band' });
    for (const bad of ['ab', 'a'.repeat(31), 'trailing-', 'dots.here', 'ümlaut'])
      expect(messageOf({ handle: bad })).toBe(PROFILE_MESSAGES.handle);
    expect(parse({ handle: 'abc' }).success).toBe(true);
    expect(parse({ handle: 'a'.repeat(30) }).success).toBe(true);
  });

  it('maps its messages back to their keys for translation', () => {
    expect(profileMessageKey(PROFILE_MESSAGES.isniChecksum)).toBe('isniChecksum');
    expect(profileMessageKey('Something else')).toBeNull();
  });
});
