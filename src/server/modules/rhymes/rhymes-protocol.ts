import type { Language } from '../../../shared/constants.js';

/** Main thread → rhymes worker. */
export type RhymesRequest = { id: number } & (
  { op: 'rhymes'; word: string; lang: Language } | { op: 'syllables'; text: string; lang: Language }
);

/**
 * Rhymes worker → main thread: the answer to request `id`, with the languages whose dictionary
 * the thread holds after answering it (for the memory breakdown).
 */
export type RhymesResponse = { id: number; dictionaries: Language[] } & (
  { result: unknown } | { error: string }
);
