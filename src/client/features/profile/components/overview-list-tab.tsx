import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileOverview } from '../../../../shared/schemas/profile-overview';
import { ErrorState } from '../../../components/ui/error-state';
import { PanelListSkeleton } from '../../../components/ui/panel-card';
import { ConnectionsTab } from './connections-tab';
import { CreditsTab } from './credits-tab';

/** Credits or Connections, from the overview request (with its loading and error states). */
export function OverviewListTab({
  list,
  overview,
}: {
  list: 'credits' | 'connections';
  overview: UseQueryResult<ProfileOverview>;
}) {
  const { t } = useTranslation('profile');
  if (overview.data) {
    return list === 'credits' ? (
      <CreditsTab credits={overview.data.credits} />
    ) : (
      <ConnectionsTab connections={overview.data.connections} />
    );
  }
  if (overview.isError) {
    return (
      <ErrorState
        title={t(`${list}.loadFailed`)}
        body={t('loadFailed.body')}
        retryLabel={t('common:retry')}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return <PanelListSkeleton rows={3} />;
}
