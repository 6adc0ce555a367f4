import {
  songDetailsInputSchema,
  type SongDetails,
  type SongDetailsChanges,
  type SongDetailsInput,
} from '../../../../shared/schemas/details';

export { DETAILS_AUTOSAVE_MS } from '../../../../shared/constants';

/** Every song-details field, in the order the tab shows them. */
export const DETAILS_FIELDS = [
  'genre',
  'subGenre',
  'mood',
  'tempo',
  'key',
  'timeSignature',
  'recordingDate',
  'releaseDate',
  'recordLabel',
  'isrcCode',
  'copyright',
  'publishingInfo',
  'tags',
  'notes',
] as const satisfies readonly (keyof SongDetailsInput)[];
export type DetailsField = (typeof DETAILS_FIELDS)[number];

/** The form holds text only: tempo as typed, tags as comma text. */
export type DetailsFormValues = Record<DetailsField, string>;

/** Why a field was refused, so the tab can say it in the reader's language. */
export type DetailsErrorCode =
  'isrc' | 'tempo' | 'date' | 'key' | 'choice' | 'tooLong' | 'tagTooLong' | 'tooManyTags';

export interface DetailsFieldError {
  code: DetailsErrorCode;
  /** The shared schema's English message (what the server would answer). */
  message: string;
}
export type DetailsFieldErrors = Partial<Record<DetailsField, DetailsFieldError>>;

export type DetailsValidation =
  { ok: true; changes: SongDetailsChanges } | { ok: false; errors: DetailsFieldErrors };

/** The form's text for stored details: empty strings for unset fields, tags joined with ", ". */
export function formValuesFromDetails(details: SongDetails): DetailsFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    genre: text(details.genre),
    subGenre: text(details.subGenre),
    mood: text(details.mood),
    tempo: text(details.tempo),
    key: text(details.key),
    timeSignature: text(details.timeSignature),
    recordingDate: text(details.recordingDate),
    releaseDate: text(details.releaseDate),
    recordLabel: text(details.recordLabel),
    isrcCode: text(details.isrcCode),
    copyright: text(details.copyright),
    publishingInfo: text(details.publishingInfo),
    tags: details.tags.join(', '),
    notes: text(details.notes),
  };
}

/** Whether any field holds more than blanks. */
export function hasAnyValue(values: DetailsFormValues): boolean {
  return DETAILS_FIELDS.some((field) => values[field].trim() !== '');
}

/**
 * The spec autosaves "when any field is non-empty", so an untouched project never gets an empty
 * record. Emptying the last field of details that were saved is a real change too, and is kept.
 */
export function shouldAutosave(values: DetailsFormValues, saved: DetailsFormValues): boolean {
  return hasAnyValue(values) || hasAnyValue(saved);
}

function errorCode(field: DetailsField, path: readonly PropertyKey[]): DetailsErrorCode {
  switch (field) {
    case 'isrcCode':
      return 'isrc';
    case 'tempo':
      return 'tempo';
    case 'recordingDate':
    case 'releaseDate':
      return 'date';
    case 'key':
      return 'key';
    case 'genre':
    case 'mood':
    case 'timeSignature':
      return 'choice';
    case 'tags':
      // ["tags", 3] is one tag that is too long; ["tags"] is the list (too many).
      return path.length > 1 ? 'tagTooLong' : 'tooManyTags';
    default:
      return 'tooLong';
  }
}

const isDetailsField = (value: unknown): value is DetailsField =>
  (DETAILS_FIELDS as readonly unknown[]).includes(value);

/** Checks the form with the shared schema: the normalised changes to send, or one error per field. */
export function validateDetailsForm(values: DetailsFormValues): DetailsValidation {
  const result = songDetailsInputSchema.safeParse(values);
  if (result.success) return { ok: true, changes: result.data };
  const errors: DetailsFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isDetailsField(field) || errors[field]) continue;
    errors[field] = { code: errorCode(field, issue.path), message: issue.message };
  }
  return { ok: false, errors };
}

/** The server's `fieldErrors` ("tags.3": message) by form field; keys it does not know are dropped. */
export function detailsServerErrors(
  fieldErrors: Record<string, string>,
): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = key.split('.')[0];
    if (isDetailsField(field)) errors[field] ??= message;
  }
  return errors;
}

/** Stored details with sent changes applied (fields left out are kept, as the server does). */
export function mergeDetails(details: SongDetails, changes: SongDetailsChanges): SongDetails {
  const sent = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<SongDetails>;
  return { ...details, ...sent };
}
