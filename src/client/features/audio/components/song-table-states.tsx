import { AlertTriangle, Music, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellArea, songGridClass } from './song-table-layout';

/** Placeholder rows while the list loads. */
export function SongTableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('audio');
  return (
    <div role="status" aria-label={t('table.loading')} className="[--lead:2.5rem]">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`${songGridClass} animate-pulse px-2 py-3`} aria-hidden>
          <span className={`${cellArea.lead} h-9 w-9 rounded-full bg-zinc-800`} />
          <span className={`${cellArea.title} h-4 w-3/4 rounded bg-zinc-800`} />
          <span className={`${cellArea.date} h-3 w-16 rounded bg-zinc-800/80`} />
          <span className={`${cellArea.artist} hidden h-3 w-24 rounded bg-zinc-800/80 lg:block`} />
          <span className={`${cellArea.size} h-3 w-12 rounded bg-zinc-800/80`} />
          <span className={`${cellArea.duration} h-3 w-10 rounded bg-zinc-800/80`} />
          <span className={`${cellArea.notes} h-3 w-1/2 rounded bg-zinc-800/60`} />
        </div>
      ))}
    </div>
  );
}

/** "No audio files yet / Upload your first audio file to get started" (part 2 §2), or a given text. */
export function SongTableEmpty({
  title,
  body,
  action,
}: {
  title?: string;
  body?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('audio');
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-zinc-800 px-6 py-12 text-center">
      <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-600/15 text-brand-300">
        <Music className="h-6 w-6" aria-hidden />
      </span>
      <p className="font-medium text-zinc-100">{title ?? t('empty.title')}</p>
      <p className="mt-1 text-sm text-zinc-400">{body ?? t('empty.body')}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** The list failed to load: say so and offer Retry. */
export function SongTableError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('audio');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-900/60 bg-red-950/20 px-6 py-10 text-center"
    >
      <AlertTriangle className="mb-3 h-6 w-6 text-red-300" aria-hidden />
      <p className="font-medium text-zinc-100">{t('error.title')}</p>
      <p className="mt-1 text-sm text-zinc-400">{t('error.body')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 inline-flex items-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        <RotateCw className="h-4 w-4" aria-hidden />
        {t('error.retry')}
      </button>
    </div>
  );
}
