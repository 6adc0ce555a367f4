import { z } from 'zod';
import { capped, cappedString, tooLongMessage } from './capped-text';

/*
 * Song details (spec part 2 §3). Field names on the wire are the spec's: `recordLabel` is stored
 * in the column `label` and `isrcCode` in `isrc` (src/server/db/schema/songwriting.ts); the
 * server maps both ways, so clients only ever see the spec's names.
 *
 * POST /api/projects/{id}/details is an upsert that MERGES: a field left out keeps its stored
 * value, a field sent as null or '' (or [] for tags) is cleared. The details tab sends the whole
 * form anyway; merging means a client that knows fewer fields never wipes the others.
 */

export const SONG_GENRES = [
  'pop',
  'rock',
  'hip-hop',
  'r&b',
  'country',
  'electronic',
  'jazz',
  'classical',
  'folk',
  'reggae',
] as const;
export type SongGenre = (typeof SONG_GENRES)[number];

export const SONG_MOODS = [
  'happy',
  'sad',
  'energetic',
  'calm',
  'angry',
  'romantic',
  'nostalgic',
  'mysterious',
] as const;
export type SongMood = (typeof SONG_MOODS)[number];

/*
 * Keys are spelled the way sheet music usually names them: the tonic with the fewest accidentals
 * in its key signature, ASCII `#` and `b` ("Db major", "F# major", "C# minor", "Eb minor").
 * normalizeMusicalKey maps other spellings ("c#", "Am", "A♭ maj", "D# minor") onto these.
 */
const MAJOR_TONICS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
const MINOR_TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B'] as const;
export const MAJOR_KEYS = MAJOR_TONICS.map((tonic) => `${tonic} major`);
export const MINOR_KEYS = MINOR_TONICS.map((tonic) => `${tonic} minor`);
/** The 24 keys, majors first, each in pitch order from C. */
export const MUSICAL_KEYS = [...MAJOR_KEYS, ...MINOR_KEYS] as [string, ...string[]];

export const TIME_SIGNATURES = ['4/4', '3/4', '2/4', '6/8', '9/8', '12/8', '5/4', '7/8'] as const;
export type TimeSignature = (typeof TIME_SIGNATURES)[number];

export const TEMPO_MIN = 1;
export const TEMPO_MAX = 999;
export const TAGS_MAX = 30;
export const TAG_LENGTH_MAX = 40;
/**
 * How much text the normalised fields (key, tempo, dates, ISRC, the option lists, tags) take in
 * before they are normalised: generous for any spelling a person types, small enough that the
 * normalising never works on a large input.
 */
export const DETAILS_INPUT_LIMITS = {
  option: 40,
  tempo: 20,
  key: 30,
  date: 40,
  isrc: 30,
  /** One tags text ("a, b, c"): every tag at its longest, with separators. */
  tagsText: TAGS_MAX * (TAG_LENGTH_MAX + 2),
  /** Entries of a tags list before blanks and duplicates are dropped. */
  tagsEntries: TAGS_MAX * 3,
} as const;
export const DETAILS_TEXT_LIMITS = {
  subGenre: 60,
  recordLabel: 200,
  copyright: 300,
  publishingInfo: 2000,
  notes: 5000,
} as const;

export const ISRC_MESSAGE = 'ISRC must look like US-ABC-12-34567';
const ISRC_PATTERN = /^([A-Z]{2})-?([A-Z0-9]{3})-?(\d{2})-?(\d{5})$/;

/** An ISRC (CC-XXX-YY-NNNNN, dashes optional, any case) in its dashed upper-case form, else null. */
export function normalizeIsrc(input: string): string | null {
  const match = ISRC_PATTERN.exec(input.trim().toUpperCase());
  return match ? match.slice(1, 5).join('-') : null;
}

/**
 * A stored (dashed) ISRC as deliveries carry it: the 12 characters without dashes, as DDEX's
 * ISRC type and distributor templates take it.
 */
export const deliveredIsrc = (isrc: string) => isrc.replaceAll('-', '');

const PITCH_OF_LETTER: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };
const KEY_PATTERN = /^([a-g])\s*(?:([#♯b♭])\s*)?(major|maj|minor|min|m)?$/i;

/** A key in its canonical spelling ("C# minor"), from "c#m", "Db", "A♭ major"...; else null. */
export function normalizeMusicalKey(input: string): string | null {
  const match = KEY_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, letter = '', accidental = '', mode] = match;
  const shift = accidental === '' ? 0 : '#♯'.includes(accidental) ? 1 : -1;
  const pitch = (PITCH_OF_LETTER[letter.toLowerCase()]! + shift + 12) % 12;
  // A lone lower-case "m" is minor ("Am"); a lone "M" is major, as in chord symbols.
  const isMinor = mode !== undefined && (mode === 'm' || mode.toLowerCase().startsWith('min'));
  return isMinor ? `${MINOR_TONICS[pitch]} minor` : `${MAJOR_TONICS[pitch]} major`;
}

/** Tags from a list or comma text: trimmed, blanks dropped, duplicates (any case) removed. */
export function normalizeTags(input: readonly string[] | string): string[] {
  const pieces = (typeof input === 'string' ? [input] : input).flatMap((tag) => tag.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of pieces) {
    const tag = piece.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const IN = DETAILS_INPUT_LIMITS;

const textField = (label: string, max: number) =>
  capped(max, tooLongMessage(label, max), z.preprocess(blankToNull, z.string().trim().nullable()));

const optionField = <T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  message: string,
) =>
  capped(
    IN.option,
    tooLongMessage(label, IN.option),
    z.preprocess(
      (value) => blankToNull(typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(options, { error: message }).nullable(),
    ),
  );

const TEMPO_MESSAGE = `Tempo must be a whole number of BPM between ${TEMPO_MIN} and ${TEMPO_MAX}`;
const tempoField = capped(
  IN.tempo,
  tooLongMessage('Tempo', IN.tempo),
  z.preprocess(
    (value) => {
      const blank = blankToNull(value);
      return typeof blank === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(blank) ? Number(blank) : blank;
    },
    z
      .number({ error: TEMPO_MESSAGE })
      .int(TEMPO_MESSAGE)
      .min(TEMPO_MIN, TEMPO_MESSAGE)
      .max(TEMPO_MAX, TEMPO_MESSAGE)
      .nullable(),
  ),
);

const keyField = capped(
  IN.key,
  tooLongMessage('Key', IN.key),
  z.preprocess(
    (value) => {
      const blank = blankToNull(value);
      return typeof blank === 'string' ? (normalizeMusicalKey(blank) ?? blank) : blank;
    },
    z.enum(MUSICAL_KEYS, { error: 'Choose a key such as "C major" or "A minor"' }).nullable(),
  ),
);

// A date input gives YYYY-MM-DD; a full ISO timestamp is cut to its date.
const dateField = (label: string) =>
  capped(
    IN.date,
    tooLongMessage(label, IN.date),
    z.preprocess(
      (value) => {
        const blank = blankToNull(trimmed(value));
        return typeof blank === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(blank)
          ? blank.slice(0, 10)
          : blank;
      },
      z.iso.date({ error: `${label} must be a date like 2025-05-31` }).nullable(),
    ),
  );

const isrcField = capped(
  IN.isrc,
  tooLongMessage('ISRC', IN.isrc),
  z.preprocess(
    blankToNull,
    z
      .string({ error: ISRC_MESSAGE })
      .transform((value, ctx) => {
        const isrc = normalizeIsrc(value);
        if (isrc) return isrc;
        ctx.addIssue({ code: 'custom', message: ISRC_MESSAGE });
        return z.NEVER;
      })
      .nullable(),
  ),
);

const TAGS_TYPE_MESSAGE = 'Tags must be a list or comma-separated text';
const TAGS_TEXT_TOO_LONG = tooLongMessage('Tags', IN.tagsText);
// One comma text or a list; the text and each entry are capped before they are split.
const tagsField = capped(
  IN.tagsText,
  TAGS_TEXT_TOO_LONG,
  z.preprocess(
    (value) => (value === null ? [] : typeof value === 'string' ? [value] : value),
    z
      .array(cappedString(IN.tagsText, TAGS_TEXT_TOO_LONG, TAGS_TYPE_MESSAGE), {
        error: TAGS_TYPE_MESSAGE,
      })
      .max(IN.tagsEntries, { message: `At most ${TAGS_MAX} tags`, abort: true })
      .transform((tags) => normalizeTags(tags))
      .pipe(
        z
          .array(
            z.string().max(TAG_LENGTH_MAX, `A tag can be ${TAG_LENGTH_MAX} characters at most`),
          )
          .max(TAGS_MAX, `At most ${TAGS_MAX} tags`),
      ),
  ),
);

const L = DETAILS_TEXT_LIMITS;
/** POST /api/projects/{id}/details: every field optional (left out = kept), null or '' clears. */
export const songDetailsInputSchema = z.object({
  genre: optionField('Genre', SONG_GENRES, 'Choose a genre from the list').optional(),
  subGenre: textField('Sub-genre', L.subGenre).optional(),
  mood: optionField('Mood', SONG_MOODS, 'Choose a mood from the list').optional(),
  tempo: tempoField.optional(),
  key: keyField.optional(),
  timeSignature: optionField(
    'Time signature',
    TIME_SIGNATURES,
    'Choose a time signature from the list',
  ).optional(),
  recordingDate: dateField('Recording date').optional(),
  releaseDate: dateField('Release date').optional(),
  recordLabel: textField('Record label', L.recordLabel).optional(),
  isrcCode: isrcField.optional(),
  copyright: textField('Copyright', L.copyright).optional(),
  publishingInfo: textField('Publishing info', L.publishingInfo).optional(),
  tags: tagsField.optional(),
  notes: textField('Notes', L.notes).optional(),
  /** No words to deliver: a release's checklist takes it in place of lyrics (issue 28). */
  instrumental: z.boolean().optional(),
});
export type SongDetailsInput = z.input<typeof songDetailsInputSchema>;
export type SongDetailsChanges = z.output<typeof songDetailsInputSchema>;

/** Song details as the API returns them: every field null (tags []) until something is saved. */
export const songDetailsSchema = z.object({
  projectId: z.uuid(),
  genre: z.enum(SONG_GENRES).nullable(),
  subGenre: z.string().nullable(),
  mood: z.enum(SONG_MOODS).nullable(),
  tempo: z.number().int().nullable(),
  key: z.string().nullable(),
  timeSignature: z.enum(TIME_SIGNATURES).nullable(),
  recordingDate: z.string().nullable(),
  releaseDate: z.string().nullable(),
  recordLabel: z.string().nullable(),
  isrcCode: z.string().nullable(),
  copyright: z.string().nullable(),
  publishingInfo: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  /** Marked as having no words (issue 28): the server always sends it; older answers lack it. */
  instrumental: z.boolean().optional(),
  /** When the details were last saved; null when they never were. */
  updatedAt: z.string().nullable(),
});
export type SongDetails = z.infer<typeof songDetailsSchema>;
