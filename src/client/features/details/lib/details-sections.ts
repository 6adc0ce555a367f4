import {
  DETAILS_TEXT_LIMITS,
  MAJOR_KEYS,
  MINOR_KEYS,
  SONG_GENRES,
  SONG_MOODS,
  TAG_LENGTH_MAX,
  TAGS_MAX,
  TEMPO_MAX,
  TEMPO_MIN,
  TIME_SIGNATURES,
} from '../../../../shared/schemas/details';
import type { DetailsErrorCode, DetailsField } from './details-form';

/** The tab's five sections (part 2 §2 "Details tab") and the fields of each. */
export const DETAILS_SECTIONS = [
  { id: 'basic', fields: ['genre', 'subGenre', 'mood'] },
  { id: 'musical', fields: ['tempo', 'key', 'timeSignature'] },
  { id: 'release', fields: ['recordingDate', 'releaseDate', 'recordLabel'] },
  { id: 'legal', fields: ['isrcCode', 'copyright', 'publishingInfo'] },
  { id: 'additional', fields: ['tags', 'notes'] },
] as const satisfies readonly { id: string; fields: readonly DetailsField[] }[];
export type DetailsSectionId = (typeof DETAILS_SECTIONS)[number]['id'];

export type DetailsFieldKind = 'select' | 'text' | 'number' | 'date' | 'textarea';

export const FIELD_KIND: Record<DetailsField, DetailsFieldKind> = {
  genre: 'select',
  subGenre: 'text',
  mood: 'select',
  tempo: 'number',
  key: 'select',
  timeSignature: 'select',
  recordingDate: 'date',
  releaseDate: 'date',
  recordLabel: 'text',
  isrcCode: 'text',
  copyright: 'text',
  publishingInfo: 'textarea',
  tags: 'text',
  notes: 'textarea',
};

/** The stored values a select offers, in groups (keys: majors, then minors). */
export const SELECT_OPTIONS = {
  genre: [{ group: null, values: SONG_GENRES }],
  mood: [{ group: null, values: SONG_MOODS }],
  key: [
    { group: 'major', values: MAJOR_KEYS },
    { group: 'minor', values: MINOR_KEYS },
  ],
  timeSignature: [{ group: null, values: TIME_SIGNATURES }],
} as const satisfies Partial<
  Record<DetailsField, readonly { group: 'major' | 'minor' | null; values: readonly string[] }[]>
>;
export type SelectField = keyof typeof SELECT_OPTIONS;

export const isSelectField = (field: DetailsField): field is SelectField => field in SELECT_OPTIONS;

/** The shared limits as input `maxLength`s, so a field cannot outgrow what the server keeps. */
export const FIELD_MAX_LENGTH: Partial<Record<DetailsField, number>> = {
  ...DETAILS_TEXT_LIMITS,
  isrcCode: 15,
};

/** Numbers that the error messages of each code mention. */
export function errorValues(field: DetailsField, code: DetailsErrorCode) {
  switch (code) {
    case 'tempo':
      return { min: TEMPO_MIN, max: TEMPO_MAX };
    case 'tagTooLong':
      return { max: TAG_LENGTH_MAX };
    case 'tooManyTags':
      return { max: TAGS_MAX };
    case 'tooLong':
      return { max: FIELD_MAX_LENGTH[field] ?? 0 };
    default:
      return {};
  }
}

const KEY_PATTERN = /^(.+) (major|minor)$/;

/** "C# minor" → its tonic and mode, so each language can name a key its own way. */
export function keyParts(key: string): { tonic: string; mode: 'major' | 'minor' } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return { tonic: match[1] ?? '', mode: match[2] === 'minor' ? 'minor' : 'major' };
}
