import {
  createCreditSchema,
  PREDEFINED_CREDIT_ROLES,
  PROJECT_TAB_CREDIT_ROLES,
  splitCreditRoles,
  type Credit,
} from '../../../../shared/schemas/credits';

/** The add/edit dialog's fields: text as typed, roles as a list (joined with ", " when sent). */
export interface CreditFormValues {
  name: string;
  email: string;
  website: string;
  social: string;
  description: string;
  roles: string[];
}
export type CreditTextField = Exclude<keyof CreditFormValues, 'roles'>;
export type CreditFormField = keyof CreditFormValues;

export const EMPTY_CREDIT_FORM: CreditFormValues = {
  name: '',
  email: '',
  website: '',
  social: '',
  description: '',
  roles: [],
};

/** The dialog's values for editing a stored credit. */
export function creditFormFromCredit(credit: Credit): CreditFormValues {
  return {
    name: credit.name,
    email: credit.email ?? '',
    website: credit.website ?? '',
    social: credit.social ?? '',
    description: credit.description ?? '',
    roles: splitCreditRoles(credit.role),
  };
}

/** Part 2 §5: a name and at least one role, else "Missing Information" and Save stays off. */
export function creditFormComplete(values: CreditFormValues): boolean {
  return values.name.trim() !== '' && values.roles.length > 0;
}

/** Roles with one more (commas in typed text make several); a role already there is kept once. */
export function withRole(roles: readonly string[], role: string): string[] {
  return splitCreditRoles([...roles, role]);
}

export function withoutRole(roles: readonly string[], role: string): string[] {
  return roles.filter((r) => r.toLowerCase() !== role.toLowerCase());
}

export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.some((r) => r.toLowerCase() === role.toLowerCase());
}

const KNOWN_ROLES: readonly string[] = [...PROJECT_TAB_CREDIT_ROLES, ...PREDEFINED_CREDIT_ROLES];

/** The listed role a stored role names (any case), so it can be shown translated; else null. */
export function knownRole(role: string): string | null {
  return KNOWN_ROLES.find((known) => known === role.trim().toLowerCase()) ?? null;
}

/** Why a field was refused; `other` carries the shared schema's own message. */
export type CreditErrorCode = 'missing' | 'email' | 'website' | 'tooLong' | 'other';
export interface CreditFieldError {
  code: CreditErrorCode;
  message: string;
}

export type CreditValidation =
  | { ok: true; input: ReturnType<typeof createCreditSchema.parse> }
  | { ok: false; errors: Partial<Record<CreditFormField, CreditFieldError>> };

const FIELD_OF: Record<string, CreditFormField> = {
  name: 'name',
  role: 'roles',
  email: 'email',
  website: 'website',
  social: 'social',
  description: 'description',
};

function codeOf(field: CreditFormField, issueCode: string): CreditErrorCode {
  if (issueCode === 'too_big') return 'tooLong';
  if (field === 'name' || field === 'roles') return 'missing';
  if (field === 'email' || field === 'website') return field;
  return 'other';
}

/** Checks the dialog with the shared schema: what to send, or one error per field. */
export function validateCreditForm(values: CreditFormValues): CreditValidation {
  const { roles, ...text } = values;
  const result = createCreditSchema.safeParse({ ...text, role: roles });
  if (result.success) return { ok: true, input: result.data };
  const errors: Partial<Record<CreditFormField, CreditFieldError>> = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (!field || errors[field]) continue;
    errors[field] = { code: codeOf(field, issue.code), message: issue.message };
  }
  return { ok: false, errors };
}

/** "Summer EP" → "summer-ep-credits.txt": a safe file name from the project title. */
export function creditsFileName(projectTitle: string, extension: 'txt' | 'csv'): string {
  const slug = projectTitle
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 60)
    .replace(/(?<!-)-+$/, '');
  return `${slug || 'project'}-credits.${extension}`;
}
