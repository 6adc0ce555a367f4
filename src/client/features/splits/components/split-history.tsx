import { History, MinusCircle, PencilLine, PlusCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SplitHistoryEntry } from '../../../../shared/schemas/splits';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatExactTime, formatRelativeAge as formatTimeAgo } from '../../../lib/relative-age';
import { historyChanges, historySubject } from '../lib/split-history';

const ACTION_ICONS = {
  created: { icon: PlusCircle, tone: 'text-emerald-400' },
  updated: { icon: PencilLine, tone: 'text-brand-300' },
  deleted: { icon: MinusCircle, tone: 'text-red-400' },
} as const;

interface SplitHistoryProps {
  /** The type's entries, newest first. */
  entries: SplitHistoryEntry[];
  headingId: string;
}

/** How often "2 minutes ago" is brought up to date while the tab stays open. */
const CLOCK_TICK_MS = 60_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Who changed which split when, and what it was before → after. */
export function SplitHistory({ entries, headingId }: SplitHistoryProps) {
  const { t, i18n } = useTranslation('splits');
  const now = useNow();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section aria-labelledby={headingId}>
      <h3
        id={headingId}
        className="mb-3 flex items-center gap-2 text-sm font-semibold text-zinc-200"
      >
        <History className="h-4 w-4 text-brand-400" aria-hidden />
        {t('history.title')}
      </h3>
      {entries.length === 0 ? (
        <EmptyState title={t('history.empty')} body={t('history.emptyBody')} />
      ) : (
        <ol className="space-y-2">
          {entries.map((entry) => {
            const { icon: Icon, tone } = ACTION_ICONS[entry.action];
            return (
              <li
                key={entry.id}
                className="flex gap-3 rounded-xl border border-zinc-800 bg-zinc-900/40 px-4 py-3"
              >
                <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${tone}`} aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-zinc-200 [overflow-wrap:anywhere]">
                    {t(`history.${entry.action}`, {
                      actor: entry.actorName ?? t('history.someone'),
                      name: historySubject(entry),
                    })}
                  </p>
                  <ul className="mt-1 space-y-0.5 text-xs text-zinc-400">
                    {historyChanges(entry).map((change) => (
                      <li key={change.field} className="[overflow-wrap:anywhere]">
                        {t(`history.fields.${change.field}`)}:{' '}
                        <span className="text-zinc-300">{change.before ?? t('history.none')}</span>
                        <span aria-hidden> → </span>
                        <span className="sr-only"> {t('history.to')} </span>
                        <span className="text-zinc-100">{change.after ?? t('history.none')}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <time
                  dateTime={entry.createdAt}
                  className="shrink-0 text-right text-xs text-zinc-400"
                >
                  <span className="block">{formatTimeAgo(entry.createdAt, now, language)}</span>
                  <span className="block tabular-nums">{formatExactTime(entry.createdAt)}</span>
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
