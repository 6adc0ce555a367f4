import { useTranslation } from 'react-i18next';
import { PagedListFooter } from '../../../components/ui/paged-list-footer';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  loadMore: () => void;
  fetchNextPage: () => Promise<unknown>;
}

/** The end of a console table: the next page as it scrolls into view, or "Load more". */
export function AdminListFooter({ list }: { list: PagedQuery }) {
  const { t } = useTranslation('admin');
  return (
    <PagedListFooter
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      failed={list.isFetchNextPageError}
      onLoadMore={list.loadMore}
      onRetry={() => void list.fetchNextPage()}
      labels={{
        more: t('list.more'),
        loading: t('list.loadingMore'),
        failed: t('list.moreFailed'),
        retry: t('common:retry'),
      }}
    />
  );
}
