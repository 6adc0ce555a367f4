import { useTranslation } from 'react-i18next';
import {
  footerState,
  PagedListFooter,
  type PagedListState,
} from '../../../components/ui/paged-list-footer';

/** The end of a console table: the next page as it scrolls into view, or "Load more". */
export function AdminListFooter({ list }: { list: PagedListState }) {
  const { t } = useTranslation('admin');
  return (
    <PagedListFooter
      {...footerState(list)}
      labels={{
        more: t('list.more'),
        loading: t('list.loadingMore'),
        failed: t('list.moreFailed'),
        retry: t('common:retry'),
      }}
    />
  );
}
