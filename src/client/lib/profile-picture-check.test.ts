import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_MAX_BYTES } from '../../shared/constants';
import { checkProfilePicture, uploadPercent } from './profile-picture-check';

describe('profile picture check', () => {
  it('accepts images up to 5 MB', () => {
    expect(checkProfilePicture({ type: 'image/png', size: PROFILE_PICTURE_MAX_BYTES })).toBeNull();
  });
  it('refuses files that are not images', () => {
    expect(checkProfilePicture({ type: 'application/pdf', size: 10 })).toBe('invalid');
    expect(checkProfilePicture({ type: '', size: 10 })).toBe('invalid');
  });
  it('refuses images over 5 MB', () => {
    expect(checkProfilePicture({ type: 'image/jpeg', size: PROFILE_PICTURE_MAX_BYTES + 1 })).toBe(
      'tooLarge',
    );
  });
  it('reports upload progress as a whole, bounded percentage', () => {
    expect(uploadPercent(512, 1024)).toBe(50);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(2000, 1000)).toBe(100);
  });
});
