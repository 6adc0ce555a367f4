import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { PanelListSkeleton } from '../../../components/ui/panel-card';
import { useSystemSettings } from '../api/settings';
import { EmailConfigForm } from './email-config-form';
import { SystemConfigForm } from './system-config-form';

/** System tab: configuration and e-mail, each saved on its own. */
export function SystemTab() {
  const { t } = useTranslation('admin');
  const settings = useSystemSettings();
  if (settings.isError && !settings.data) {
    return (
      <ErrorState
        titleAs="h2"
        title={t('system.error')}
        body={t('loadError')}
        retryLabel={t('common:retry')}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <PanelListSkeleton rows={5} />;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SystemConfigForm settings={settings.data} />
      <EmailConfigForm settings={settings.data} />
    </div>
  );
}
