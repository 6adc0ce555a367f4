import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { registerSchema, type RegisterInput } from '../../../../shared/schemas/auth';

/** What the Professional sign-up form holds. */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  artistName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

/** The checks that answer with a toast, in the spec's order (part 1 §5). */
export type SignUpProblem = 'passwordMismatch' | 'passwordTooShort' | 'termsRequired';

export type SignUpField = 'firstName' | 'lastName' | 'artistName' | 'email' | 'password';

export type SignUpValidation =
  | { kind: 'problem'; problem: SignUpProblem }
  | { kind: 'fields'; fieldErrors: Partial<Record<SignUpField, 'required' | 'invalid'>> }
  | { kind: 'ok'; payload: RegisterInput };

/**
 * Validates the landing sign-up: passwords match, then length, then terms (each a toast),
 * then the shared registration schema for the required fields.
 */
export function validateSignUp(values: SignUpValues): SignUpValidation {
  if (values.password !== values.confirmPassword) {
    return { kind: 'problem', problem: 'passwordMismatch' };
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return { kind: 'problem', problem: 'passwordTooShort' };
  }
  if (!values.acceptedTerms) return { kind: 'problem', problem: 'termsRequired' };

  const parsed = registerSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    artistName: values.artistName,
    email: values.email,
    password: values.password,
    plan: 'professional',
  });
  if (parsed.success) {
    const { firstName, lastName, email, password, artistName, plan } = parsed.data;
    return { kind: 'ok', payload: { firstName, lastName, email, password, artistName, plan } };
  }
  const fieldErrors: Partial<Record<SignUpField, 'required' | 'invalid'>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SignUpField;
    if (fieldErrors[field]) continue;
    const raw = values[field];
    fieldErrors[field] = typeof raw === 'string' && raw.trim() === '' ? 'required' : 'invalid';
  }
  return { kind: 'fields', fieldErrors };
}
