import { Loader2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RetryButton } from '../../../components/ui/retry-button';
import { groupStarts, optionDomId, type SearchOption } from '../lib/search-options';
import { SearchOptionRow } from './search-option-row';

export type SearchView =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; retrying: boolean; onRetry: () => void }
  | { state: 'empty'; query: string }
  | { state: 'results'; options: SearchOption[] };

interface SearchResultsProps {
  view: SearchView;
  listboxId: string;
  active: number;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

const messageClass =
  'flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-zinc-400';

/**
 * The list under the search field: a hint before typing, "Searching…", the error with Retry,
 * "No results for …", or the listbox with a group (and its heading) per kind of result.
 */
export function SearchResults({ view, listboxId, active, onChoose, onHover }: SearchResultsProps) {
  const { t } = useTranslation('search');
  if (view.state === 'idle') return <p className={messageClass}>{t('hint')}</p>;
  if (view.state === 'loading') {
    return (
      <p className={`${messageClass} flex-row justify-center`}>
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        {t('loading')}
      </p>
    );
  }
  if (view.state === 'error') {
    return (
      <div role="alert" className={messageClass}>
        <p className="text-zinc-300">{t('error')}</p>
        <RetryButton label={t('retry')} retrying={view.retrying} onRetry={view.onRetry} />
      </div>
    );
  }
  if (view.state === 'empty') {
    return (
      <p className={messageClass}>
        <SearchX className="h-6 w-6 text-zinc-500" aria-hidden />
        <span className="[overflow-wrap:anywhere]">{t('empty', { query: view.query })}</span>
      </p>
    );
  }
  const { options } = view;
  const starts = groupStarts(options);
  return (
    <div id={listboxId} role="listbox" aria-label={t('resultsLabel')} className="space-y-2 p-2">
      {starts.map(([group, first], n) => {
        const end = starts[n + 1]?.[1] ?? options.length;
        const headingId = `${listboxId}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={headingId}>
            <div
              id={headingId}
              role="presentation"
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-zinc-400"
            >
              {t(`groups.${group}`)}
            </div>
            {options.slice(first, end).map((option, offset) => (
              <SearchOptionRow
                key={option.key}
                option={option}
                id={optionDomId(listboxId, option)}
                active={first + offset === active}
                onChoose={() => onChoose(option)}
                onHover={() => onHover(first + offset)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
