import { ChevronDown, Loader2, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MenuItem } from '../../../components/ui/menu';

export interface OlderNotificationsProps {
  hasMore: boolean;
  loadingMore: boolean;
  /** The last attempt at the next page failed. */
  failed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

const itemLayout =
  'flex items-center justify-center gap-2 rounded-md px-2.5 py-2 text-xs font-medium';

/**
 * The end of the bell's list: "loading older" while the next page comes, a menu item to ask for
 * it (inside a menu only items are reachable by keyboard), or Retry after a failure.
 */
export function OlderNotifications({
  hasMore,
  loadingMore,
  failed,
  onLoadMore,
  onRetry,
}: OlderNotificationsProps) {
  const { t } = useTranslation('notifications');
  if (loadingMore) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-2 text-xs text-zinc-400"
      >
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
        {t('loadingMore')}
      </p>
    );
  }
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-1 py-1">
        <p className="text-xs text-zinc-300">{t('loadMoreFailed')}</p>
        <MenuItem
          tone="accent"
          onSelect={(event) => {
            event.preventDefault();
            onRetry();
          }}
          className={itemLayout}
        >
          <RotateCw className="h-3.5 w-3.5" aria-hidden />
          {t('retry')}
        </MenuItem>
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <MenuItem
      tone="accent"
      // Stays open: the older notifications appear below.
      onSelect={(event) => {
        event.preventDefault();
        onLoadMore();
      }}
      className={itemLayout}
    >
      <ChevronDown className="h-3.5 w-3.5" aria-hidden />
      {t('loadMore')}
    </MenuItem>
  );
}
