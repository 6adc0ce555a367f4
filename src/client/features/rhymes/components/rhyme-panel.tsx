import type { Editor } from '@tiptap/react';
import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { RetryButton } from '../../../components/ui/retry-button';
import { useRhymes } from '../api/rhymes';
import { insertWordAfterSelection } from '../lib/insert-into-editor';
import { wordBefore } from '../lib/editor-lines';
import { rhymeWordFrom } from '../lib/rhyme-word';
import { RhymeResults } from './rhyme-results';
import { Input } from '../../../components/ui/input';

interface RhymePanelProps {
  editor: Editor;
  lang: Language;
  readOnly: boolean;
}

/**
 * The rhyme finder: a word selected in the lyrics (or typed here) → "Find rhymes" → the
 * server's groups; a click puts a rhyme into the lyrics after the selection.
 */
export function RhymePanel({ editor, lang, readOnly }: RhymePanelProps) {
  const { t } = useTranslation('rhymes');
  const inputId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [word, setWord] = useState<string | null>(null);
  const [inserted, setInserted] = useState('');
  const rhymes = useRhymes(word, lang);

  // A word selected in the lyrics becomes the word to look up.
  useEffect(() => {
    const handleSelection = () => {
      const { from, to, empty } = editor.state.selection;
      if (empty) return;
      const selected = rhymeWordFrom(editor.state.doc.textBetween(from, to, ' '));
      if (selected) {
        setQuery(selected);
        setInvalid(false);
      }
    };
    editor.on('selectionUpdate', handleSelection);
    return () => {
      editor.off('selectionUpdate', handleSelection);
    };
  }, [editor]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty box looks up the word the cursor is at the end of.
    const { $from } = editor.state.selection;
    const typed = query.trim() || wordBefore($from.parent.textContent, $from.parentOffset);
    if (typed !== query) setQuery(typed);
    const next = rhymeWordFrom(typed);
    setInvalid(next === null);
    if (next) setWord(next);
  };

  const handlePick = (picked: string) => {
    insertWordAfterSelection(editor, picked);
    setInserted(t('inserted', { word: picked }));
  };

  return (
    <section aria-labelledby="rhymes-heading" className="space-y-3">
      <h3 id="rhymes-heading" className="text-sm font-semibold text-zinc-100">
        {t('heading')}
      </h3>
      <form onSubmit={handleSubmit} className="space-y-1.5">
        <label htmlFor={inputId} className="block text-xs font-medium text-zinc-300">
          {t('search.label')}
        </label>
        <div className="flex gap-2">
          <Input
            tone="panel"
            fullWidth={false}
            id={inputId}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" size="sm" className="h-9">
            <Search className="h-4 w-4" aria-hidden />
            {t('search.submit')}
          </Button>
        </div>
        {invalid && (
          <p id={errorId} className="text-xs text-amber-300">
            {t('search.invalid')}
          </p>
        )}
        {!invalid && <p className="text-xs text-zinc-400">{t('search.hint')}</p>}
      </form>
      <div
        aria-live="polite"
        aria-busy={rhymes.isFetching}
        className="max-h-[28rem] overflow-y-auto pr-1 lg:max-h-[32rem]"
      >
        {word === null ? null : rhymes.isPending ? (
          <p className="flex items-center gap-2 text-sm text-zinc-400">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            {t('loading', { word })}
          </p>
        ) : rhymes.isError ? (
          <div role="alert" className="space-y-2 text-sm text-zinc-300">
            <p>{t('error')}</p>
            <RetryButton
              label={t('retry')}
              onRetry={() => void rhymes.refetch()}
              retrying={rhymes.isFetching}
            />
          </div>
        ) : rhymes.data.supported ? (
          <RhymeResults result={rhymes.data} onPick={readOnly ? undefined : handlePick} />
        ) : (
          <p className="text-sm text-zinc-400">{t('unsupported')}</p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {inserted}
      </p>
    </section>
  );
}
