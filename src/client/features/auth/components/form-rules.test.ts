import { describe, expect, it } from 'vitest';
import {
  checkAuthRegistration,
  checkSignIn,
  registerPageErrors,
  safeNextPath,
  type RegisterPageValues,
} from './form-rules';

const valid: RegisterPageValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  artistName: 'Ada L',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('safeNextPath', () => {
  it('follows a path on this site, with its query', () => {
    expect(safeNextPath('/projects/42?tab=lyrics')).toBe('/projects/42?tab=lyrics');
  });
  it('falls back to /home without a next parameter', () => {
    expect(safeNextPath(null)).toBe('/home');
    expect(safeNextPath('')).toBe('/home');
  });
  it('refuses other sites and protocol-relative addresses (open redirect)', () => {
    expect(safeNextPath('https://evil.example/')).toBe('/home');
    expect(safeNextPath('//evil.example/')).toBe('/home');
    expect(safeNextPath('/\\evil.example/')).toBe('/home');
    expect(safeNextPath('javascript:alert(1)')).toBe('/home');
  });
});

describe('checkSignIn', () => {
  it('needs both e-mail and password', () => {
    expect(checkSignIn({ email: 'a@b.c', password: '' })).toBe('fillFields');
    expect(checkSignIn({ email: '   ', password: 'secret' })).toBe('fillFields');
    expect(checkSignIn({ email: 'a@b.c', password: 'secret' })).toBeNull();
  });
});

describe('checkAuthRegistration (the /auth form)', () => {
  it('accepts a complete, matching, long enough password', () => {
    expect(checkAuthRegistration(valid)).toBeNull();
  });
  it('asks for every field first', () => {
    expect(checkAuthRegistration({ ...valid, lastName: ' ', password: 'x' })).toBe('fillFields');
    expect(checkAuthRegistration({ ...valid, confirmPassword: '' })).toBe('fillFields');
  });
  it('then refuses passwords that differ', () => {
    expect(checkAuthRegistration({ ...valid, confirmPassword: 'correct horsE' })).toBe(
      'passwordMismatch',
    );
  });
  it('then refuses passwords under 8 characters (one rule everywhere)', () => {
    expect(
      checkAuthRegistration({ ...valid, password: '1234567', confirmPassword: '1234567' }),
    ).toBe('passwordTooShort');
    expect(
      checkAuthRegistration({ ...valid, password: '12345678', confirmPassword: '12345678' }),
    ).toBeNull();
  });
});

describe('registerPageErrors (the /register form)', () => {
  it('has no errors for valid input', () => {
    expect(registerPageErrors(valid)).toEqual({});
  });
  it('marks each missing field, including the artist name', () => {
    const errors = registerPageErrors({ ...valid, artistName: '', email: ' ', firstName: '' });
    expect(errors).toEqual({ artistName: 'required', email: 'required', firstName: 'required' });
  });
  it('puts length on the password and mismatch on the confirmation', () => {
    expect(registerPageErrors({ ...valid, password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'passwordTooShort',
      confirmPassword: 'passwordMismatch',
    });
  });
});
