import type { Language } from '../../../shared/constants.js';
import { AI_SUGGESTION_COUNT } from '../../../shared/schemas/rhymes.js';
import { HttpError } from '../../lib/http-errors.js';
import { chatCompletion, type LlmSettings } from './llm-client.js';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  de: 'German',
  it: 'Italian',
};

/** The instruction sent with every request: short, and asking for one line per suggestion. */
export const systemPrompt = (lang: Language) =>
  `You are a songwriting assistant. Suggest exactly ${AI_SUGGESTION_COUNT} alternative next lines ` +
  `for the lyrics you are given, in ${LANGUAGE_NAMES[lang]}, matching their rhythm, rhyme and ` +
  `mood. Answer with the ${AI_SUGGESTION_COUNT} lines only, one per line, without numbering, ` +
  `quotes or commentary.`;

/** Turns the model's text into clean lines: numbering, bullets and quotes removed. */
export function parseSuggestions(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:\d+[.)]|[-*•])\s*/, '')
        .replace(/^["“](.*)["”]$/, '$1')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .slice(0, AI_SUGGESTION_COUNT);
}

export interface SuggestionsRequest {
  lines: string;
  prompt?: string | undefined;
  lang: Language;
}

/** AI line suggestions through an OpenAI-compatible endpoint; `settings` null = turned off. */
export function aiService(deps: { settings: LlmSettings | null }) {
  const { settings } = deps;
  return {
    enabled: settings !== null,

    async suggestLines(input: SuggestionsRequest): Promise<string[]> {
      if (!settings) throw new HttpError(503, 'AI suggestions are off');
      const user = [
        `Lyrics so far:\n${input.lines.trim() || '(nothing yet — suggest an opening line)'}`,
        input.prompt ? `Direction from the writer: ${input.prompt}` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
      const text = await chatCompletion(settings, [
        { role: 'system', content: systemPrompt(input.lang) },
        { role: 'user', content: user },
      ]);
      const suggestions = parseSuggestions(text);
      if (suggestions.length === 0)
        throw new HttpError(502, 'The AI service sent no suggestion text.');
      return suggestions;
    },
  };
}
