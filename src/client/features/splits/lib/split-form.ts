import type { z } from 'zod';
import {
  createSplitSchema,
  type Split,
  type SplitType,
  type UpdateSplitInput,
} from '../../../../shared/schemas/splits';
import { formatPercentNumber } from './split-list';

/** What the add/edit form holds: text as typed, checked only on submit. */
export interface SplitFormValues {
  name: string;
  email: string;
  percentage: string;
  description: string;
}
export type SplitFormField = keyof SplitFormValues;

/** The same person elsewhere in the project ("one person, three places"); null: not linked. */
export interface SplitLinks {
  memberProfileId: string | null;
  creditId: string | null;
}
export const NO_SPLIT_LINKS: SplitLinks = { memberProfileId: null, creditId: null };

/** Translation keys (splits namespace, `form.errors.*`) of the form's checks. */
export type SplitFormErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'invalidPercentage'
  | 'descriptionTooLong';

export const EMPTY_SPLIT_FORM: SplitFormValues = {
  name: '',
  email: '',
  percentage: '',
  description: '',
};

/** The edit form's starting values: the split as it is. */
export function splitFormValues(split: Split): SplitFormValues {
  return {
    name: split.name,
    email: split.email ?? '',
    percentage: formatPercentNumber(split.percentage),
    description: split.description ?? '',
  };
}

/** "12,5" → "12.5": a decimal comma (es, pt, de, it keyboards) is still a number. */
export const normalizePercentText = (text: string): string => {
  const trimmed = text.trim();
  return /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
};

/** A checked split, as the POST body wants it (trimmed text, null for blanks, a number). */
export type CheckedSplit = z.infer<typeof createSplitSchema>;

export type SplitFormCheck =
  | { ok: true; input: CheckedSplit }
  | { ok: false; errors: Partial<Record<SplitFormField, SplitFormErrorKey>> };

/** Which message a field's refusal gets: the shared schema decides, the raw value names why. */
function errorKeyOf(field: SplitFormField, values: SplitFormValues): SplitFormErrorKey | null {
  switch (field) {
    case 'name':
      return values.name.trim() === '' ? 'nameRequired' : 'nameTooLong';
    case 'email':
      return values.email.trim().length > 254 ? 'emailTooLong' : 'emailInvalid';
    case 'percentage':
      return 'invalidPercentage';
    case 'description':
      return 'descriptionTooLong';
    default:
      return null;
  }
}

/**
 * Checks the form with the same schema the server uses (part 2 §5): name required, email
 * optional but valid, percentage > 0 and ≤ 100 in steps of 0.01. The payload is what to send.
 */
export function checkSplitForm(
  values: SplitFormValues,
  splitType: SplitType,
  links: SplitLinks = NO_SPLIT_LINKS,
): SplitFormCheck {
  const parsed = createSplitSchema.safeParse({
    ...links,
    name: values.name,
    email: values.email,
    percentage: normalizePercentText(values.percentage),
    splitType,
    description: values.description,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<SplitFormField, SplitFormErrorKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SplitFormField;
    const key = errorKeyOf(field, values);
    if (key && !errors[field]) errors[field] = key;
  }
  return { ok: false, errors };
}

const FORM_FIELDS: readonly SplitFormField[] = ['name', 'email', 'percentage', 'description'];

/** The server's `fieldErrors` that belong to a field of this form (others go to the form). */
export function formFieldErrors(
  fieldErrors: Record<string, string>,
): Partial<Record<SplitFormField, string>> {
  const errors: Partial<Record<SplitFormField, string>> = {};
  for (const field of FORM_FIELDS) {
    const message = fieldErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** An edit's PUT body: only what differs from the split as it is (empty: nothing to send). */
export function changedSplitFields(split: Split, input: CheckedSplit): UpdateSplitInput {
  const changes: UpdateSplitInput = {};
  if (input.name !== split.name) changes.name = input.name;
  if (input.email !== split.email) changes.email = input.email;
  if (input.description !== split.description) changes.description = input.description;
  if (input.memberProfileId !== split.memberProfileId) {
    changes.memberProfileId = input.memberProfileId;
  }
  if (input.creditId !== split.creditId) changes.creditId = input.creditId;
  if (Math.round(input.percentage * 100) !== Math.round(split.percentage * 100)) {
    changes.percentage = input.percentage;
  }
  return changes;
}
