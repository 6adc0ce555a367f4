import { Music } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
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
    <EmptyPanel
      icon={Music}
      title={title ?? t('empty.title')}
      body={body ?? t('empty.body')}
      action={action}
    />
  );
}

/** The list failed to load: say so and offer Retry. */
export function SongTableError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('audio');
  return (
    <ErrorState
      title={t('error.title')}
      body={t('error.body')}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
    />
  );
}
