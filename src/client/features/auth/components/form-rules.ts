import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';

/** Translation keys (auth namespace, `errors.*`) of the client-side form checks. */
export type FormErrorKey = 'fillFields' | 'required' | 'passwordMismatch' | 'passwordTooShort';

const isBlank = (value: string) => value.trim() === '';

/** Sign-in on /auth and /login (part 1 §5): both fields or nothing is sent. */
export function checkSignIn(values: { email: string; password: string }): FormErrorKey | null {
  return isBlank(values.email) || values.password === '' ? 'fillFields' : null;
}

export interface AuthRegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Registration on /auth (part 1 §5), checked in order: all five fields, match, length. */
export function checkAuthRegistration(values: AuthRegistrationValues): FormErrorKey | null {
  const { firstName, lastName, email, password, confirmPassword } = values;
  if ([firstName, lastName, email].some(isBlank) || password === '' || confirmPassword === '') {
    return 'fillFields';
  }
  if (password !== confirmPassword) return 'passwordMismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  return null;
}

export interface RegisterPageValues extends AuthRegistrationValues {
  artistName: string;
}
export type RegisterField = keyof RegisterPageValues;

/** Registration on /register (part 1 §5): one message per field, shown beside that field. */
export function registerPageErrors(
  values: RegisterPageValues,
): Partial<Record<RegisterField, FormErrorKey>> {
  const errors: Partial<Record<RegisterField, FormErrorKey>> = {};
  for (const field of ['firstName', 'lastName', 'artistName', 'email'] as const) {
    if (isBlank(values[field])) errors[field] = 'required';
  }
  if (values.password === '') errors.password = 'required';
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (values.confirmPassword === '') errors.confirmPassword = 'required';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'passwordMismatch';
  return errors;
}

/**
 * Where to go after signing in: `?next=` only when it is a path on this site. "//evil.example"
 * and "/\evil.example" are protocol-relative to browsers, so an open redirect; they are refused.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/home'): string {
  if (!next || !next.startsWith('/')) return fallback;
  if (next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
