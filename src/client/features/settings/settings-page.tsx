import { useTranslation } from 'react-i18next';
import type { AccountSettingsUpdate } from '../../../shared/schemas/settings';
import { ErrorState } from '../../components/ui/error-state';
import { PanelListSkeleton } from '../../components/ui/panel-card';
import { setLanguage } from '../../i18n/i18n';
import { useAccountSettings } from '../../lib/queries/account-settings';
import { useUpdateSettings } from './api/settings';
import { AppearanceSetting } from './components/appearance-setting';
import { ChangePassword } from './components/change-password';
import { DeleteAccount } from './components/delete-account';
import { LanguageSetting } from './components/language-setting';
import { NotificationSettings } from './components/notification-settings';
import { PrivacySettings } from './components/privacy-settings';
import { ProfileInfo } from './components/profile-info';
import { StorageUsage } from './components/storage-usage';
import { TimeZoneSetting } from './components/time-zone-setting';

/**
 * /settings (part 1 §2 "Settings"): language, time zone, notifications, appearance, privacy and security,
 * plan and storage, profile information, password, and the danger zone. Every change is saved at once.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useAccountSettings();
  const update = useUpdateSettings();
  const save = (changes: AccountSettingsUpdate) => update.mutate(changes);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('title')} · ${t('common:appName')}`}</title>
      <header>
        <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-zinc-400">{t('subtitle')}</p>
      </header>
      {settings.isPending ? (
        <div role="status">
          <span className="sr-only">{t('loading')}</span>
          <PanelListSkeleton rows={5} />
        </div>
      ) : settings.isError ? (
        <ErrorState
          titleAs="h2"
          title={t('loadFailed')}
          body={t('loadFailedBody')}
          retryLabel={t('common:retry')}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          {/* Picking here is the same as any language switcher: it is saved on the account. */}
          <LanguageSetting value={settings.data.language} onChange={setLanguage} />
          <TimeZoneSetting
            value={settings.data.timeZone}
            onChange={(timeZone) => save({ timeZone })}
          />
          <NotificationSettings
            pushNotifications={settings.data.pushNotifications}
            emailNotifications={settings.data.emailNotifications}
            onChange={save}
          />
          <AppearanceSetting value={settings.data.theme} onChange={(theme) => save({ theme })} />
          <PrivacySettings
            autoSave={settings.data.autoSave}
            onAutoSaveChange={(autoSave) => save({ autoSave })}
          />
          <StorageUsage />
          <ProfileInfo profile={settings.data.profile} />
          <ChangePassword />
          <DeleteAccount />
        </>
      )}
    </div>
  );
}
