import { z } from 'zod';
import { cappedString } from './capped-text';
import { LANGUAGES } from '../constants';

/** Languages with a rhyme index; the others answer `{supported: false, message}`. */
export const RHYME_LANGUAGES = ['en', 'es', 'pt'] as const;
export const RHYMES_UNSUPPORTED_MESSAGE =
  'Rhymes are available in English, Spanish and Portuguese.';
/** Words per syllable-count group in a rhymes answer. */
export const RHYME_GROUP_LIMIT = 60;
export const RHYME_WORD_MAX_LENGTH = 40;
export const SYLLABLES_TEXT_MAX_LENGTH = 20_000;
export const AI_LINES_MAX_LENGTH = 4000;
export const AI_PROMPT_MAX_LENGTH = 500;
export const AI_SUGGESTION_COUNT = 3;
export const AI_DISABLED_MESSAGE =
  'AI suggestions are off. Set LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) to an OpenAI-compatible endpoint to enable them.';

const languageField = z.enum(LANGUAGES, { error: 'Unknown language' }).default('en');

/** GET /api/rhymes?word=&lang= — a word or a two-word ending ("broken heart"). */
export const rhymeQuerySchema = z.object({
  word: cappedString(
    RHYME_WORD_MAX_LENGTH,
    `A word has ${RHYME_WORD_MAX_LENGTH} letters at most`,
    'Enter a word',
  )
    .trim()
    .min(1, 'Enter a word')
    .regex(/^[\p{L}'’]+(?: [\p{L}'’]+)*$/u, 'Use letters only (apostrophes and accents are fine)')
    .transform((word) => word.toLowerCase().replace(/’/g, "'")),
  lang: languageField,
});
export type RhymeQuery = z.input<typeof rhymeQuerySchema>;

/** Rhyming words of one syllable count, best first. */
export const rhymeGroupSchema = z.object({
  syllables: z.number().int(),
  words: z.array(z.string()),
});
export type RhymeGroup = z.infer<typeof rhymeGroupSchema>;

/**
 * The answer for a supported language. English: perfect / near / multi. Spanish and Portuguese:
 * `perfect` holds the consonant rhymes and `near` the assonant ones (multi is empty).
 */
export const rhymesResultSchema = z.object({
  word: z.string(),
  lang: z.enum(LANGUAGES),
  supported: z.literal(true),
  approximate: z.boolean(),
  syllables: z.number().int(),
  perfect: z.array(rhymeGroupSchema),
  near: z.array(rhymeGroupSchema),
  multi: z.array(rhymeGroupSchema),
});
export type RhymesResult = z.infer<typeof rhymesResultSchema>;

export const rhymesUnsupportedSchema = z.object({
  word: z.string(),
  lang: z.enum(LANGUAGES),
  supported: z.literal(false),
  message: z.string(),
});
export type RhymesAnswer = RhymesResult | z.infer<typeof rhymesUnsupportedSchema>;

/** GET /api/syllables?text=&lang= — one count per line of `text`. */
export const syllablesQuerySchema = z.object({
  text: z.string().max(SYLLABLES_TEXT_MAX_LENGTH, 'The text is too long').default(''),
  lang: languageField,
});
export const syllablesResultSchema = z.object({ lines: z.array(z.number().int()) });
export type SyllablesResult = z.infer<typeof syllablesResultSchema>;

/** POST /api/ai/lyrics-suggestions */
export const lyricsSuggestionsSchema = z.object({
  lines: z
    .string({ error: 'Write a few lines first' })
    .max(
      AI_LINES_MAX_LENGTH,
      `The excerpt is too long (${AI_LINES_MAX_LENGTH} characters at most)`,
    ),
  prompt: cappedString(
    AI_PROMPT_MAX_LENGTH,
    `The prompt is too long (${AI_PROMPT_MAX_LENGTH} characters at most)`,
  )
    .trim()
    .optional(),
  lang: languageField,
});
export type LyricsSuggestionsInput = z.input<typeof lyricsSuggestionsSchema>;
export const lyricsSuggestionsResultSchema = z.object({ suggestions: z.array(z.string()) });
export const aiStatusSchema = z.object({ enabled: z.boolean() });
