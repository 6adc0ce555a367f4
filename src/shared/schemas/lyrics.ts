import { z } from 'zod';
import { cappedString } from './capped-text';
import { pageQuerySchema } from './pagination';
import { partialUpdateSchema } from './partial-update';
import { LANGUAGES } from '../constants';

/**
 * The seven highlight colours of the lyrics editor (spec part 2 §9 names them, not their values).
 * Tailwind's 400 shades: readable as text on the dark theme. The editor offers exactly these and
 * the server keeps no other colour: `<span style="color: …">` for text colour and
 * `<span style="background-color: …">` for a highlight, each limited to these values (spelled
 * as lower-case hex; the sanitizer also maps the browser's `rgb(…)` spelling back to them).
 * `<mark>` is not used: one element (span) carries both kinds of colour.
 */
export const LYRICS_COLOURS = {
  red: '#f87171',
  orange: '#fb923c',
  yellow: '#facc15',
  green: '#4ade80',
  blue: '#60a5fa',
  violet: '#a78bfa',
  pink: '#f472b6',
} as const;
export type LyricsColourName = keyof typeof LYRICS_COLOURS;

export const LYRICS_TITLE_MAX = 200;
export const LYRICS_CONTENT_MAX = 100_000;
/** What the studio panel saves when the title is blank (spec part 2 §5); the server never does. */
export const UNTITLED_SONG = 'Untitled Song';
/** Spec part 2 §5 (project tab and library flow), titled "Missing Information" in the client. */
export const LYRICS_MISSING_MESSAGE = 'Please provide both a title and content for the lyrics';
export const LYRICS_NOT_FOUND = 'Lyrics not found';
/** 409 for plain text sent over lyrics with formatting: saving it would erase bold and colours. */
export const LYRICS_FORMATTING_WOULD_BE_LOST =
  'These lyrics have formatting that plain text would erase; edit them in the lyrics editor';
/** A plain GET of the live document's address: it is a WebSocket (426). */
export const LYRICS_UPGRADE_REQUIRED = 'The live lyrics document is a WebSocket; open it as one';
/** 409 for a save based on an older version: it would overwrite words its writer never saw. */
export const LYRICS_CHANGED_ELSEWHERE =
  'These lyrics were changed somewhere else since you opened them; choose which version to keep';

const titleField = cappedString(
  LYRICS_TITLE_MAX,
  `Title is too long (${LYRICS_TITLE_MAX} characters at most)`,
  LYRICS_MISSING_MESSAGE,
)
  .trim()
  .min(1, LYRICS_MISSING_MESSAGE);

// Not trimmed: leading spaces can be deliberate indentation (Tab inserts four spaces).
const contentField = cappedString(
  LYRICS_CONTENT_MAX,
  `Lyrics are too long (${LYRICS_CONTENT_MAX.toLocaleString('en')} characters at most)`,
  LYRICS_MISSING_MESSAGE,
).refine((value) => value.trim().length > 0, LYRICS_MISSING_MESSAGE);

// Lyrics' genre and mood are free labels: the spec gives option lists only for song details.
const labelField = (label: string) =>
  cappedString(60, `${label} is too long (60 characters at most)`)
    .trim()
    .nullish()
    .transform((value) => value || null);

const languageField = z.enum(LANGUAGES, {
  error: `Language must be one of ${LANGUAGES.join(', ')}`,
});

const createFields = {
  title: titleField,
  content: contentField,
  genre: labelField('Genre'),
  mood: labelField('Mood'),
  language: languageField.default('en'),
};

/** POST /api/projects/{id}/lyrics — `projectId` may be repeated in the body; it must match. */
export const createProjectLyricsSchema = z.object({
  ...createFields,
  projectId: z.uuid('Project not found').optional(),
});
export type CreateProjectLyricsInput = z.input<typeof createProjectLyricsSchema>;

/** POST /api/lyrics — the project comes in the body. */
export const createLyricsSchema = z.object({
  ...createFields,
  projectId: z.uuid('Choose a project for these lyrics'),
});
export type CreateLyricsInput = z.input<typeof createLyricsSchema>;

/**
 * PATCH /api/lyrics/{id}: any of the fields, at least one; title and content never blank.
 * `baseUpdatedAt` is the `updatedAt` of the version the editor's words start from: when the
 * stored lyrics are newer (a co-writer or another tab saved meanwhile), a title or content
 * change is refused with 409 and the stored version, instead of silently overwriting it.
 * Without it (older clients) the save applies as before.
 */
export const updateLyricsSchema = partialUpdateSchema({
  title: titleField,
  content: contentField,
  genre: labelField('Genre'),
  mood: labelField('Mood'),
  language: languageField,
  // Capped before the pattern runs; a text that names no instant is bad input (400), not a
  // version saved elsewhere (409).
  baseUpdatedAt: z
    .string()
    .max(40, 'Not a lyrics version')
    .pipe(z.iso.datetime({ error: 'Not a lyrics version' }))
    .optional(),
});
export type UpdateLyricsInput = z.input<typeof updateLyricsSchema>;

/**
 * Lyrics as the API returns them. `content` is sanitized HTML (allowlist in
 * src/server/lib/sanitize-lyrics.ts); plain text from the studio panel comes back as escaped
 * text with its line breaks (`&` reads `&amp;`), so the client always renders it as HTML.
 */
export const lyricsSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  title: z.string(),
  content: z.string(),
  genre: z.string().nullable(),
  mood: z.string().nullable(),
  language: z.enum(LANGUAGES),
  authorProfileId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lyrics = z.infer<typeof lyricsSchema>;

export const lyricsIdParamsSchema = z.object({ id: z.uuid(LYRICS_NOT_FOUND) });

/** GET /api/projects/{id}/lyrics: the page contract (DESIGN §3); without `limit`, every row. */
export const lyricsListQuerySchema = pageQuerySchema;

/** GET /api/lyrics/{id}/sheet (.txt, .pdf): the language of the sheet's labels. */
export const lyricSheetQuerySchema = z.object({ lang: languageField.default('en') });
