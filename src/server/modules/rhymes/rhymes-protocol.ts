import type { Language } from '../../../shared/constants.js';

/** Main thread → rhymes worker. */
export type RhymesRequest = { id: number } & (
  | { op: 'rhymes'; word: string; lang: Language }
  | { op: 'syllables'; text: string; lang: Language }
  | { op: 'warm' }
);

/** Rhymes worker → main thread: the answer to request `id`. */
export type RhymesResponse = { id: number; result: unknown } | { id: number; error: string };
