import { Download, HardDrive, Loader2, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { systemSettingsUpdateSchema } from '../../../../shared/schemas/admin';
import { PanelCard } from '../../../components/ui/panel-card';
import { errorMessage } from '../../../lib/api-client';
import {
  BACKUP_URL,
  useCleanupTemp,
  useSaveSystemSettings,
  useSystemSettings,
} from '../api/settings';
import { EnterpriseSubmissions } from './enterprise-submissions';
import { formatBytes } from './format';
import { TextField } from '../../../components/ui/text-field';
import { Button, buttonClasses } from '../../../components/ui/button';
import { BusyIcon } from '../../../components/busy-icon';

/**
 * Storage Limit per User: the limit proposed when an administrator sets one person's storage
 * (Users tab); plans set everyone else's (it once capped every plan, unseen by the people).
 */
function StorageLimitForm({ stored }: { stored: number }) {
  const { t } = useTranslation('admin');
  const save = useSaveSystemSettings();
  const [value, setValue] = useState(String(stored));
  const [error, setError] = useState<string>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = systemSettingsUpdateSchema.safeParse({ storageLimitMb: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('content.limitSaved')),
      onError: (e) => toast.error(errorMessage(e, t('saveFailed'))),
    });
  };
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        id="admin-storage-limit"
        label={t('content.storageLimit')}
        hint={t('content.storageLimitHint')}
        type="number"
        min={1}
        inputMode="decimal"
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
        className="sm:w-96"
      />
      <Button type="submit" className="sm:mt-7" disabled={save.isPending}>
        {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {t('content.saveLimit')}
      </Button>
    </form>
  );
}

/** Content tab: storage limit, temporary files, backup, and the enterprise survey. */
export function ContentTab() {
  const { t, i18n } = useTranslation('admin');
  const settings = useSystemSettings();
  const cleanup = useCleanupTemp();
  const handleCleanup = () =>
    cleanup.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(
          t('content.cleaned', {
            count: result.files,
            size: formatBytes(result.bytes, i18n.resolvedLanguage),
          }),
        ),
      onError: (e) => toast.error(errorMessage(e, t('content.cleanupFailed'))),
    });

  return (
    <div className="space-y-6">
      <PanelCard id="admin-storage-title" title={t('content.storageTitle')} icon={HardDrive}>
        <div className="space-y-6">
          {settings.data ? (
            <StorageLimitForm
              key={settings.data.storageLimitMb}
              stored={settings.data.storageLimitMb}
            />
          ) : (
            <p className="text-sm text-zinc-400">
              {settings.isError ? t('loadError') : t('common:loading')}
            </p>
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <div className="rounded-xl border border-zinc-800 bg-zinc-950/40 p-4">
              <h3 className="font-medium text-white">{t('content.cleanupTitle')}</h3>
              <p className="mt-1 text-sm text-zinc-400">{t('content.cleanupBody')}</p>
              <Button
                variant="secondary"
                onClick={handleCleanup}
                disabled={cleanup.isPending}
                className="mt-4"
              >
                <BusyIcon busy={cleanup.isPending} icon={Sparkles} />
                {t('content.cleanupButton')}
              </Button>
            </div>
            <div className="rounded-xl border border-zinc-800 bg-zinc-950/40 p-4">
              <h3 className="font-medium text-white">{t('content.backupTitle')}</h3>
              <p className="mt-1 text-sm text-zinc-400">{t('content.backupBody')}</p>
              {/* A plain download: the browser streams the archive to disk, however large. */}
              <a
                href={BACKUP_URL}
                download
                className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
              >
                <Download className="h-4 w-4" aria-hidden />
                {t('content.backupButton')}
              </a>
            </div>
          </div>
        </div>
      </PanelCard>
      <EnterpriseSubmissions />
    </div>
  );
}
