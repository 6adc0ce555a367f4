import type { Editor } from '@tiptap/react';
import { Loader2, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import {
  AI_LINES_MAX_LENGTH,
  AI_PROMPT_MAX_LENGTH,
  AI_SUGGESTION_COUNT,
} from '../../../../shared/schemas/rhymes';
import { RetryButton } from '../../../components/ui/retry-button';
import { ApiError } from '../../../lib/api-client';
import { useAiStatus, useLyricsSuggestions } from '../api/rhymes';
import { insertLineAfterCursor } from '../lib/insert-into-editor';
import { BusyIcon } from '../../../components/busy-icon';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';

const ENV_VARS = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;

/** Optional AI line suggestions: when the server has a model, up to three next lines to insert. */
export function AiSuggestions({ editor, lang }: { editor: Editor; lang: Language }) {
  const { t } = useTranslation('rhymes');
  const status = useAiStatus();
  return (
    <section aria-labelledby="ai-heading" className="space-y-3">
      <h3 id="ai-heading" className="flex items-center gap-2 text-sm font-semibold text-zinc-100">
        <Sparkles className="h-4 w-4 text-brand-400" aria-hidden />
        {t('ai.heading')}
      </h3>
      {status.isPending ? (
        <p className="flex items-center gap-2 text-sm text-zinc-400">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          {t('ai.checking')}
        </p>
      ) : status.isError ? (
        <div role="alert" className="space-y-2 text-sm text-zinc-300">
          <p>{t('ai.statusError')}</p>
          <RetryButton
            label={t('retry')}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        </div>
      ) : status.data.enabled ? (
        <SuggestionForm editor={editor} lang={lang} />
      ) : (
        <div className="space-y-2 text-sm text-zinc-400">
          <p>{t('ai.off')}</p>
          <p>{t('ai.howToEnable')}</p>
          <ul className="space-y-1">
            {ENV_VARS.map((name) => (
              <li key={name}>
                <code className="rounded bg-zinc-800 px-1.5 py-0.5 text-xs text-zinc-200">
                  {name}
                </code>{' '}
                <span className="text-xs">{t(`ai.env.${name}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function SuggestionForm({ editor, lang }: { editor: Editor; lang: Language }) {
  const { t } = useTranslation('rhymes');
  const promptId = useId();
  const [prompt, setPrompt] = useState('');
  const suggest = useLyricsSuggestions();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The model sees the end of the lyrics: what the next line has to follow.
    const lines = editor.getText({ blockSeparator: '\n' }).slice(-AI_LINES_MAX_LENGTH);
    suggest.mutate({ lines, lang, ...(prompt.trim() ? { prompt: prompt.trim() } : {}) });
  };

  const suggestions = suggest.data?.suggestions.slice(0, AI_SUGGESTION_COUNT) ?? [];
  return (
    <div className="space-y-3">
      <form onSubmit={handleSubmit} className="space-y-1.5">
        <label htmlFor={promptId} className="block text-xs font-medium text-zinc-300">
          {t('ai.promptLabel')}
        </label>
        <Input
          tone="panel"
          id={promptId}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          maxLength={AI_PROMPT_MAX_LENGTH}
          placeholder={t('ai.promptPlaceholder')}
        />
        <Button
          type="submit"
          variant="panel-primary"
          size="panel"
          focus="light"
          disabled={suggest.isPending}
        >
          <BusyIcon busy={suggest.isPending} icon={Sparkles} />
          {suggest.isPending ? t('ai.suggesting') : t('ai.suggest')}
        </Button>
      </form>
      <div aria-live="polite">
        {suggest.isError && (
          <p role="alert" className="text-sm text-amber-300">
            {suggest.error instanceof ApiError && suggest.error.shownMessage
              ? suggest.error.shownMessage
              : t('ai.failed')}
          </p>
        )}
        {suggest.isSuccess && suggestions.length === 0 && (
          <p className="text-sm text-zinc-400">{t('ai.none')}</p>
        )}
        {suggestions.length > 0 && (
          <ul className="space-y-1.5">
            {suggestions.map((line) => (
              <li key={line}>
                <Button
                  variant="option"
                  size="option"
                  onClick={() => insertLineAfterCursor(editor, line)}
                  aria-label={t('ai.insert', { line })}
                >
                  {line}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
