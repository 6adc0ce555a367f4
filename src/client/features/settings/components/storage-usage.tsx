import { HardDrive } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountStorage } from '../../../../shared/schemas/storage';
import { formatBytes } from '../../../lib/format-bytes';
import { useAccountStorage } from '../../../lib/queries/account-storage';
import { SettingRow, SettingsCard } from './settings-card';

/** Plan & Storage: the plan, its trial's end, and the storage used and left, with a bar. */
export function StorageUsage() {
  const { t } = useTranslation('settings');
  const storage = useAccountStorage();
  const ids = useId();
  return (
    <SettingsCard id={`${ids}-heading`} icon={HardDrive} title={t('storage.title')}>
      {storage.data ? (
        <StorageRows storage={storage.data} ids={ids} />
      ) : (
        <p className="text-sm text-zinc-400" role={storage.isError ? 'alert' : 'status'}>
          {storage.isError ? t('storage.loadFailed') : t('loading')}
        </p>
      )}
    </SettingsCard>
  );
}

function StorageRows({ storage, ids }: { storage: AccountStorage; ids: string }) {
  const { t, i18n } = useTranslation('settings');
  const locale = i18n.resolvedLanguage;
  const size = (bytes: number) => formatBytes(bytes, locale);
  const left = Math.max(0, storage.limitBytes - storage.usedBytes);
  const percent = Math.min(100, (storage.usedBytes / Math.max(storage.limitBytes, 1)) * 100);
  const trialEnd = storage.trialEndsAt ? new Date(storage.trialEndsAt) : null;
  const date = trialEnd
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(trialEnd)
    : null;
  return (
    <>
      <SettingRow
        labelId={`${ids}-plan`}
        label={t('storage.plan')}
        descriptionId={`${ids}-trial`}
        description={
          date &&
          (trialEnd! > new Date()
            ? t('storage.trialEnds', { date })
            : t('storage.trialEnded', { date }))
        }
      >
        <span className="text-sm font-semibold text-white">
          {t(`storage.plans.${storage.plan}`)}
        </span>
      </SettingRow>
      <div className="space-y-2 pt-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p id={`${ids}-used`} className="font-medium text-zinc-100">
            {t('storage.used', { used: size(storage.usedBytes), limit: size(storage.limitBytes) })}
          </p>
          <p className="text-zinc-400">{t('storage.left', { left: size(left) })}</p>
        </div>
        <div
          role="meter"
          aria-labelledby={`${ids}-used`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          aria-valuetext={t('storage.used', {
            used: size(storage.usedBytes),
            limit: size(storage.limitBytes),
          })}
          className="h-2 overflow-hidden rounded-full bg-zinc-800"
        >
          <div
            className={`h-full rounded-full ${percent >= 90 ? 'bg-red-500' : 'bg-brand-500'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        {storage.limitSetByAdmin && (
          <p className="text-xs text-zinc-400">{t('storage.setByAdmin')}</p>
        )}
      </div>
    </>
  );
}
