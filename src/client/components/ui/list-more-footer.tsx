import { ChevronDown, Loader2 } from 'lucide-react';
import { RetryButton } from './retry-button';

export interface ListMoreLabels {
  /** "Show more …": the button that fetches the next page. */
  showMore: string;
  /** Said (and shown) while the next page loads. */
  loading: string;
  /** The next page failed. */
  failed: string;
  retry: string;
}

interface ListMoreFooterProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  /** Asks for the failed page again (a paged list's loadMore waits while it is in error). */
  onRetry: () => void;
  labels: ListMoreLabels;
  className?: string;
}

/**
 * The end of a paged list (DESIGN §3): "loading more" while the next page loads, the failure
 * with Retry, or a "Show more" button while pages remain; nothing once everything is there.
 * Lists that fetch by themselves as they scroll show the button too, for keyboards and for
 * lists shorter than the screen.
 */
export function ListMoreFooter({
  hasMore,
  loading,
  failed,
  onMore,
  onRetry,
  labels,
  className = '',
}: ListMoreFooterProps) {
  if (loading) {
    return (
      <p
        role="status"
        className={`flex items-center justify-center gap-2 py-3 text-sm text-zinc-400 ${className}`}
      >
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        {labels.loading}
      </p>
    );
  }
  if (failed) {
    return (
      <div
        role="alert"
        className={`flex flex-wrap items-center justify-center gap-3 py-3 text-sm ${className}`}
      >
        <span className="text-red-300">{labels.failed}</span>
        <RetryButton label={labels.retry} onRetry={onRetry} />
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <div className={`flex justify-center py-3 ${className}`}>
      <button
        type="button"
        onClick={onMore}
        className="inline-flex items-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        <ChevronDown className="h-4 w-4" aria-hidden />
        {labels.showMore}
      </button>
    </div>
  );
}
