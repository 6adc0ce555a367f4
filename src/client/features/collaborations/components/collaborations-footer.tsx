import { useTranslation } from 'react-i18next';
import {
  footerState,
  PagedListFooter,
  type PagedListState,
} from '../../../components/ui/paged-list-footer';

/** The end of a list of members or invitations: more as it scrolls into view, or "Load more". */
export function CollaborationsFooter({ list }: { list: PagedListState }) {
  const { t } = useTranslation('collaborations');
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
