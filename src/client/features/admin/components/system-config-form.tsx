import { Loader2, Settings2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { systemSettingsUpdateSchema, type SystemSettings } from '../../../../shared/schemas/admin';
import { PanelCard } from '../../../components/ui/panel-card';
import { errorMessage } from '../../../lib/api-client';
import { useSaveSystemSettings } from '../api/settings';
import { TextField } from '../../../components/ui/text-field';
import { SwitchField } from './form-fields';
import { Button } from '../../../components/ui/button';

const SWITCHES = [
  'allowRegistration',
  'enableNotifications',
  'maintenanceMode',
  'featuredContent',
] as const;
type SwitchKey = (typeof SWITCHES)[number];

/** System Configuration: site name, upload cap and the four switches, saved together. */
export function SystemConfigForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveSystemSettings();
  const [siteName, setSiteName] = useState(settings.siteName);
  const [maxUploadSize, setMaxUploadSize] = useState(String(settings.maxUploadSize));
  const [switches, setSwitches] = useState<Record<SwitchKey, boolean>>(() => ({
    allowRegistration: settings.allowRegistration,
    enableNotifications: settings.enableNotifications,
    maintenanceMode: settings.maintenanceMode,
    featuredContent: settings.featuredContent,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = systemSettingsUpdateSchema.safeParse({ siteName, maxUploadSize, ...switches });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('system.saved')),
      onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
    });
  };

  return (
    <PanelCard id="admin-system-title" title={t('system.title')} icon={Settings2}>
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="admin-site-name"
            label={t('system.siteName')}
            hint={t('system.siteNameHint')}
            value={siteName}
            error={errors.siteName}
            maxLength={60}
            onChange={(e) => setSiteName(e.target.value)}
          />
          <TextField
            id="admin-max-upload"
            label={t('system.maxUploadSize')}
            hint={t('system.maxUploadSizeHint')}
            type="number"
            min={1}
            inputMode="decimal"
            value={maxUploadSize}
            error={errors.maxUploadSize}
            onChange={(e) => setMaxUploadSize(e.target.value)}
          />
        </div>
        <div className="divide-y divide-zinc-800 border-y border-zinc-800">
          {SWITCHES.map((key) => (
            <SwitchField
              key={key}
              id={`admin-switch-${key}`}
              label={t(`system.switches.${key}.label`)}
              description={t(`system.switches.${key}.description`)}
              checked={switches[key]}
              onChange={(checked) => setSwitches((current) => ({ ...current, [key]: checked }))}
            />
          ))}
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {t('system.save')}
        </Button>
      </form>
    </PanelCard>
  );
}
