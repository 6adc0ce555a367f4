import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RetryButton } from '../../../components/ui/retry-button';

/**
 * The end of a paged song list: "Loading more songs…" while the next page comes, or the
 * failure with Retry. Nothing once every page is there.
 */
export function SongTableMore({
  loading,
  failed,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('audio');
  if (failed) {
    return (
      <div
        role="alert"
        className="flex items-center justify-center gap-3 px-4 py-4 text-sm text-zinc-300"
      >
        {t('table.loadMoreFailed')}
        <RetryButton label={t('error.retry')} onRetry={onRetry} />
      </div>
    );
  }
  if (!loading) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 px-4 py-4 text-sm text-zinc-400"
    >
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      {t('table.loadingMore')}
    </p>
  );
}
