import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PanelListSkeleton } from '../../../components/ui/panel-card';

interface TableStatesProps {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  count: number | undefined;
  emptyTitle: string;
  emptyBody?: string;
  errorTitle: string;
}

/**
 * Loading, failed and empty states of a console table; null when the table has rows to show.
 * Tables page as they scroll (NamespacedListFooter); this covers the states before the first rows.
 */
export function TableStates({ query, count, emptyTitle, emptyBody, errorTitle }: TableStatesProps) {
  const { t } = useTranslation('admin');
  if (query.isError && count === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        body={t('loadError')}
        retryLabel={t('common:retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (count === undefined) return <PanelListSkeleton rows={4} />;
  if (count === 0) return <EmptyState title={emptyTitle} body={emptyBody} />;
  return null;
}
