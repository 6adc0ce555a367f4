import { describe, expect, it } from 'vitest';
import { validateSignUp, type SignUpValues } from './sign-up-validation';

const valid: SignUpValues = {
  firstName: 'Ana',
  lastName: 'Souza',
  artistName: '',
  email: '  Ana@Example.COM ',
  password: 'longenough',
  confirmPassword: 'longenough',
  acceptedTerms: true,
};

describe('landing sign-up validation order', () => {
  it('reports a password mismatch before anything else', () => {
    const result = validateSignUp({
      ...valid,
      firstName: '',
      password: 'short',
      confirmPassword: 'other',
      acceptedTerms: false,
    });
    expect(result).toEqual({ kind: 'problem', problem: 'passwordMismatch' });
  });

  it('reports a short password (under 8) before the terms box', () => {
    const result = validateSignUp({
      ...valid,
      password: '1234567',
      confirmPassword: '1234567',
      acceptedTerms: false,
    });
    expect(result).toEqual({ kind: 'problem', problem: 'passwordTooShort' });
  });

  it('accepts exactly 8 characters', () => {
    const result = validateSignUp({ ...valid, password: '12345678', confirmPassword: '12345678' });
    expect(result.kind).toBe('ok');
  });

  it('requires the terms box before checking the other fields', () => {
    const result = validateSignUp({ ...valid, firstName: '', acceptedTerms: false });
    expect(result).toEqual({ kind: 'problem', problem: 'termsRequired' });
  });

  it('names each missing or invalid field', () => {
    const result = validateSignUp({ ...valid, firstName: '  ', lastName: '', email: 'nope' });
    expect(result).toEqual({
      kind: 'fields',
      fieldErrors: { firstName: 'required', lastName: 'required', email: 'invalid' },
    });
  });

  it('builds the professional registration payload with artistName null when blank', () => {
    const result = validateSignUp(valid);
    expect(result).toEqual({
      kind: 'ok',
      payload: {
        firstName: 'Ana',
        lastName: 'Souza',
        email: 'ana@example.com',
        password: 'longenough',
        artistName: null,
        plan: 'professional',
      },
    });
  });

  it('keeps a stage name when one is given', () => {
    const result = validateSignUp({ ...valid, artistName: ' Bia Sol ' });
    expect(result.kind === 'ok' && result.payload.artistName).toBe('Bia Sol');
  });
});
