import type { Editor } from '@tiptap/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { sungText } from '../../../../shared/syllables';
import { useDictionarySyllables } from '../api/rhymes';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useEditorLines } from '../hooks/use-editor-lines';
import { dictionaryCountsOf, lineSyllables } from '../lib/line-syllables';

/** The dictionary count is asked for once typing pauses; the heuristic answers meanwhile. */
const DICTIONARY_DELAY_MS = 600;

interface SyllableGutterProps {
  editor: Editor;
  lang: Language;
  /** The box holding this gutter and the editor: line positions are measured against it. */
  container: HTMLElement | null;
}

/**
 * Syllables per lyric line, beside each line. Counted at once by spelling
 * (src/shared/syllables.ts) and refined with the server's dictionary counts (GET /api/syllables).
 */
export function SyllableGutter({ editor, lang, container }: SyllableGutterProps) {
  const { t } = useTranslation('rhymes');
  const lines = useEditorLines(editor, container);
  const text = useMemo(() => lines.map((line) => line.text).join('\n'), [lines]);
  const settledText = useDebouncedValue(text, DICTIONARY_DELAY_MS);
  const dictionary = useDictionarySyllables(settledText, lang);
  const counts = useMemo(
    () =>
      lineSyllables(
        lines.map((line) => line.text),
        lang,
        dictionaryCountsOf(dictionary.data?.text ?? '', dictionary.data?.lines),
      ),
    [lines, lang, dictionary.data],
  );

  return (
    <ol
      aria-label={t('gutter.label')}
      data-testid="syllable-gutter"
      className="relative w-10 shrink-0 select-none border-r border-zinc-800"
    >
      {lines.map((line, i) =>
        // A blank line or a section marker ("[Chorus]") is not sung: no count beside it.
        sungText(line.text).trim() === '' ? null : (
          <li
            key={i}
            data-line={i + 1}
            className="absolute right-2 flex items-center text-xs tabular-nums text-zinc-400"
            style={{ top: line.top, height: line.height }}
          >
            <span aria-hidden>{counts[i]}</span>
            <span className="sr-only">{t('gutter.line', { line: i + 1, count: counts[i] })}</span>
          </li>
        ),
      )}
    </ol>
  );
}
