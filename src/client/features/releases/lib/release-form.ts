import {
  LOUDNESS_TARGETS,
  RELEASE_DATE_INVALID,
  RELEASE_ORIGINAL_DATE_AFTER,
  RELEASE_TITLE_REQUIRED,
  RELEASE_TYPE_INVALID,
  RELEASE_UPC_INVALID,
  RELEASE_SLUG_INVALID,
  updateReleaseSchema,
  type Release,
  type ReleaseType,
  type UpdateRelease,
} from '../../../../shared/schemas/releases';

/** The editor's fields as the inputs hold them (text; '' for a blank date or code). */
export interface ReleaseForm {
  type: ReleaseType;
  title: string;
  artistName: string;
  label: string;
  releaseDate: string;
  originalReleaseDate: string;
  genre: string;
  pLine: string;
  cLine: string;
  upc: string;
  explicit: boolean;
  senderPartyId: string;
  recipientPartyId: string;
  /** A LOUDNESS_TARGETS value as text, or '' for "not checked". */
  loudnessTarget: string;
}

/** The text fields, in the order the form shows them. */
export const TEXT_FIELDS = [
  'artistName',
  'label',
  'genre',
  'pLine',
  'cLine',
  'senderPartyId',
  'recipientPartyId',
] as const;

export const formOf = (release: Release): ReleaseForm => ({
  type: release.type,
  title: release.title,
  artistName: release.artistName,
  label: release.label,
  releaseDate: release.releaseDate ?? '',
  originalReleaseDate: release.originalReleaseDate ?? '',
  genre: release.genre,
  pLine: release.pLine,
  cLine: release.cLine,
  upc: release.upc ?? '',
  explicit: release.explicit,
  senderPartyId: release.senderPartyId,
  recipientPartyId: release.recipientPartyId,
  loudnessTarget: release.loudnessTarget === null ? '' : String(release.loudnessTarget),
});

const targetOf = (text: string) =>
  LOUDNESS_TARGETS.find((target) => String(target) === text) ?? null;

/**
 * The schema's messages as the keys of their texts in the releases namespace, so a field's
 * error reads in the person's language; a message not listed here (a length cap) is shown
 * through the error catalogue by the caller.
 */
const MESSAGE_KEYS: Record<string, string> = {
  [RELEASE_TITLE_REQUIRED]: 'form.errors.titleRequired',
  [RELEASE_TYPE_INVALID]: 'form.errors.typeInvalid',
  [RELEASE_DATE_INVALID]: 'form.errors.dateInvalid',
  [RELEASE_ORIGINAL_DATE_AFTER]: 'form.errors.originalAfter',
  [RELEASE_UPC_INVALID]: 'form.errors.upcInvalid',
  [RELEASE_SLUG_INVALID]: 'form.errors.slugInvalid',
};

/** A field's problem: the key of its text (with `message` as the English fallback). */
export interface FieldProblem {
  key: string | null;
  message: string;
}

export const problemOf = (message: string): FieldProblem => ({
  key: MESSAGE_KEYS[message] ?? null,
  message,
});

/**
 * The PATCH for the form, checked with the route's own schema: the payload, or the first
 * problem of each field by the schema's path.
 */
export function releasePatch(
  form: ReleaseForm,
): { ok: true; payload: UpdateRelease } | { ok: false; errors: Record<string, FieldProblem> } {
  const candidate = {
    ...form,
    releaseDate: form.releaseDate.trim() || null,
    originalReleaseDate: form.originalReleaseDate.trim() || null,
    loudnessTarget: targetOf(form.loudnessTarget),
  };
  const parsed = updateReleaseSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: Record<string, FieldProblem> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= problemOf(issue.message);
  }
  // The schema compares the dates only once every field passes: say it with the others.
  const { releaseDate, originalReleaseDate } = candidate;
  if (releaseDate && originalReleaseDate && originalReleaseDate > releaseDate) {
    errors.originalReleaseDate ??= problemOf(RELEASE_ORIGINAL_DATE_AFTER);
  }
  return { ok: false, errors };
}
