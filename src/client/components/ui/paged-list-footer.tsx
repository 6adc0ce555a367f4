import { ChevronDown, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryButton } from './retry-button';

/** What the footer says, in the words of the list it ends (each feature's own namespace). */
export interface PagedListFooterLabels {
  /** The "Load more" button. */
  more: string;
  /** Announced while the next page loads. */
  loading: string;
  /** The next page failed. */
  failed: string;
  retry: string;
  /** "Showing 100 of 240", when the total is known. */
  shown?: string;
}

interface PagedListFooterProps {
  /** The server said there is another page (Link rel="next"). */
  hasMore: boolean;
  loadingMore: boolean;
  /** Fetching the next page failed: offer Retry instead of loading on by itself. */
  failed: boolean;
  onLoadMore: () => void;
  /** Asks for the failed page again (loadMore itself waits while the list is in error). */
  onRetry: () => void;
  labels: PagedListFooterLabels;
  /**
   * Load the next page when the footer scrolls into view (default). Off for lists that show
   * a first part and the rest on demand ("Show more").
   */
  autoLoad?: boolean;
  className?: string;
}

/**
 * The end of a paged list (DESIGN §3): the next page loads by itself when this footer scrolls
 * into view (unless `autoLoad` is off), and a "Load more" button does the same for keyboards,
 * for lists shorter than the screen and for browsers without IntersectionObserver; "loading
 * more" is announced, a failure offers Retry; nothing once every page is there.
 */
export function PagedListFooter({
  hasMore,
  loadingMore,
  failed,
  onLoadMore,
  onRetry,
  labels,
  autoLoad = true,
  className = '',
}: PagedListFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadRef = useRef(onLoadMore);
  loadRef.current = onLoadMore;
  const armed = autoLoad && hasMore && !loadingMore && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!armed || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [armed]);

  if (!hasMore && !labels.shown && !failed) return null;
  return (
    <div
      ref={sentinel}
      className={`flex flex-col items-center gap-2 py-3 text-sm text-zinc-400 ${className}`}
    >
      {labels.shown && <p>{labels.shown}</p>}
      {failed ? (
        <div role="alert" className="flex flex-col items-center gap-2">
          <p className="text-zinc-300">{labels.failed}</p>
          <RetryButton label={labels.retry} onRetry={onRetry} />
        </div>
      ) : loadingMore ? (
        <p role="status" className="inline-flex items-center gap-2">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          {labels.loading}
        </p>
      ) : (
        hasMore && (
          <button
            type="button"
            onClick={onLoadMore}
            className="inline-flex items-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
          >
            <ChevronDown className="h-4 w-4" aria-hidden />
            {labels.more}
          </button>
        )
      )}
    </div>
  );
}

/** What the footer needs from a paged list (usePagedList's result). */
export interface PagedListState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  loadMore: () => void;
  fetchNextPage: () => unknown;
}

/** The footer's state props from a paged list: `<PagedListFooter {...footerState(list)} …/>`. */
export function footerState(list: PagedListState) {
  return {
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    failed: list.isFetchNextPageError,
    onLoadMore: list.loadMore,
    onRetry: () => void list.fetchNextPage(),
  };
}

/**
 * A paged list's footer in the words of `namespace`, which holds `more`, `loadingMore` and
 * `moreFailed` under `keyPrefix` ("list" unless told: a namespace with two lists names each).
 */
export function NamespacedListFooter({
  list,
  namespace,
  keyPrefix = 'list',
  autoLoad,
}: {
  list: PagedListState;
  namespace: string;
  keyPrefix?: string;
  autoLoad?: boolean;
}) {
  const { t } = useTranslation(namespace);
  return (
    <PagedListFooter
      {...footerState(list)}
      autoLoad={autoLoad}
      labels={{
        more: t(`${keyPrefix}.more`),
        loading: t(`${keyPrefix}.loadingMore`),
        failed: t(`${keyPrefix}.moreFailed`),
        retry: t('common:retry'),
      }}
    />
  );
}
