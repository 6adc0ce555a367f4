import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import {
  SYLLABLES_TEXT_MAX_LENGTH,
  type LyricsSuggestionsInput,
  type RhymesAnswer,
  type SyllablesResult,
} from '../../../../shared/schemas/rhymes';
import { apiRequest } from '../../../lib/api-client';

/** Rhymes and dictionary counts never change while the app runs: keep them for the session. */
const WORD_DATA_STALE_MS = 60 * 60 * 1000;

const rhymesUrl = (word: string, lang: Language) =>
  `/api/rhymes?${new URLSearchParams({ word, lang }).toString()}`;

/** GET /api/rhymes?word=&lang= — only once a word has been asked for (null: nothing yet). */
export function useRhymes(word: string | null, lang: Language) {
  const url = word ? rhymesUrl(word, lang) : '';
  return useQuery({
    queryKey: [url],
    queryFn: () => apiRequest<RhymesAnswer>('GET', url),
    enabled: word !== null,
    staleTime: WORD_DATA_STALE_MS,
  });
}

/**
 * GET /api/syllables?text=&lang= — one dictionary count per line. The previous answer stays
 * while the next is fetched (the gutter matches counts to lines by text, so it never misplaces
 * them); lyrics past the server's limit are counted locally only.
 */
export function useDictionarySyllables(text: string, lang: Language) {
  const url = `/api/syllables?${new URLSearchParams({ text, lang }).toString()}`;
  return useQuery({
    queryKey: [url],
    queryFn: async () => ({
      text,
      lines: (await apiRequest<SyllablesResult>('GET', url)).lines,
    }),
    enabled: text.trim().length > 0 && text.length <= SYLLABLES_TEXT_MAX_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: WORD_DATA_STALE_MS,
  });
}

/** GET /api/ai/status — whether the server has a model configured. */
export function useAiStatus() {
  return useQuery({
    queryKey: ['/api/ai/status'],
    queryFn: () => apiRequest<{ enabled: boolean }>('GET', '/api/ai/status'),
    staleTime: WORD_DATA_STALE_MS,
  });
}

/** POST /api/ai/lyrics-suggestions — up to three next lines for the lyrics so far. */
export function useLyricsSuggestions() {
  return useMutation({
    mutationFn: (input: LyricsSuggestionsInput) =>
      apiRequest<{ suggestions: string[] }>('POST', '/api/ai/lyrics-suggestions', input),
  });
}
