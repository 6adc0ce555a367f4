import { formatIsni } from '../../../../shared/schemas/profile-identifiers';
import {
  PROFILE_TEXT_LIMITS,
  PUBLIC_PROFILE_FIELDS,
  profileMessageKey,
  updateProfileSchema,
  type Profile,
  type ProfileMessageKey,
  type UpdateProfileInput,
} from '../../../../shared/schemas/profile';

/** The fields the profile's edit mode changes (sharing settings have their own dialog). */
export const EDITABLE_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'artistName',
  // Everything a visitor may be shown is also what the artist edits here.
  ...PUBLIC_PROFILE_FIELDS,
] as const satisfies readonly (keyof Profile)[];
export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[number];

/** The form holds text as typed. */
export type ProfileFormValues = Record<EditableProfileField, string>;

/** Why a field was refused: one of the shared messages, too long, or the server's own words. */
export interface ProfileFieldProblem {
  key: ProfileMessageKey | 'tooLong' | 'other';
  /** The English message (what the server says); shown when there is no translation. */
  message: string;
  max?: number;
}
export type ProfileFormErrors = Partial<Record<EditableProfileField, ProfileFieldProblem>>;

const EDITABLE: ReadonlySet<string> = new Set(EDITABLE_PROFILE_FIELDS);

/** One refusal's words as a problem the page can translate (one of the shared messages). */
export function problemOfMessage(message: string): ProfileFieldProblem {
  const key = profileMessageKey(message);
  return key ? { key, message } : { key: 'other', message };
}

/** The form's text for the stored profile: '' for unset, the ISNI in groups of four. */
export function formValuesFromProfile(profile: Profile): ProfileFormValues {
  const values = {} as ProfileFormValues;
  for (const field of EDITABLE_PROFILE_FIELDS) {
    const stored = profile[field];
    values[field] = stored === null ? '' : String(stored);
  }
  if (profile.isniNumber) values.isniNumber = formatIsni(profile.isniNumber);
  return values;
}

/** The first problem per field of a shared-schema parse or a server's fieldErrors. */
function problemsOf(
  issues: readonly { field: string; message: string; code?: string; maximum?: unknown }[],
): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const issue of issues) {
    if (!EDITABLE.has(issue.field)) continue;
    const field = issue.field as EditableProfileField;
    if (errors[field]) continue;
    const max = typeof issue.maximum === 'number' ? issue.maximum : undefined;
    const problem = problemOfMessage(issue.message);
    // Our own messages first: a number out of range is "too_big" too, but not "too long".
    errors[field] =
      problem.key === 'other' && issue.code === 'too_big' && max !== undefined
        ? { key: 'tooLong', message: issue.message, max }
        : problem;
  }
  return errors;
}

export type ProfileFormValidation =
  { ok: true; changes: UpdateProfileInput } | { ok: false; errors: ProfileFormErrors };

/** Checks the form with the shared schema (the server's own): what to send, or what is wrong. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormValidation {
  const result = updateProfileSchema.safeParse(values);
  if (result.success) return { ok: true, changes: values };
  return {
    ok: false,
    errors: problemsOf(
      result.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.message,
        code: issue.code,
        maximum: 'maximum' in issue ? issue.maximum : undefined,
      })),
    ),
  };
}

/** A server's `fieldErrors` as form problems (a race the client could not foresee). */
export function problemsFromServer(fieldErrors: Record<string, string>): ProfileFormErrors {
  return problemsOf(Object.entries(fieldErrors).map(([field, message]) => ({ field, message })));
}

/** Length limits the inputs enforce as they are typed into. */
const { url: URL_MAX_LENGTH, ...TEXT_LIMITS } = PROFILE_TEXT_LIMITS;
export const INPUT_MAX_LENGTH: Partial<Record<EditableProfileField, number>> = {
  ...TEXT_LIMITS,
  website: URL_MAX_LENGTH,
  youtubeChannel: URL_MAX_LENGTH,
  spotifyProfile: URL_MAX_LENGTH,
  soundcloudProfile: URL_MAX_LENGTH,
};

/** The name the page shows: artist name, else first and last name, else null (spec fallback). */
export function profileDisplayName(
  profile: Pick<Profile, 'artistName' | 'firstName' | 'lastName'>,
) {
  return profile.artistName?.trim() || `${profile.firstName} ${profile.lastName}`.trim() || null;
}

/** A handle suggested from the profile's name: "Ada Lovelace" → "ada-lovelace". */
export function suggestedHandle(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 30)
    .replace(/(?<!-)-+$/, '');
  return slug.length >= 3 ? slug : '';
}
