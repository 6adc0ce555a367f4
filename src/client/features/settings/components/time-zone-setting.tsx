import { Globe } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { browserTimeZone, timeZoneChoices } from '../../../lib/time-zones';
import { SettingsCard } from './settings-card';

interface TimeZoneSettingProps {
  /** The chosen IANA zone; null when none was chosen (/analytics then counts this device's days). */
  value: string | null;
  onChange: (timeZone: string | null) => void;
}

/** Time zone: the zone the person's days are counted in (analytics), or this device's in one click. */
export function TimeZoneSetting({ value, onChange }: TimeZoneSettingProps) {
  const { t } = useTranslation('settings');
  const ids = useId();
  const zones = useMemo(() => timeZoneChoices(value), [value]);
  const deviceZone = useMemo(browserTimeZone, []);
  return (
    <SettingsCard
      id={`${ids}-heading`}
      icon={Globe}
      title={t('timeZone.title')}
      description={t('timeZone.description')}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label htmlFor={`${ids}-select`} className="text-sm font-medium text-zinc-100">
          {t('timeZone.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Select
            id={`${ids}-select`}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value || null)}
            className="h-10 min-w-56"
          >
            <option value="">{t('timeZone.none')}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
          <Button
            type="button"
            variant="secondary"
            disabled={value === deviceZone}
            onClick={() => onChange(deviceZone)}
          >
            {t('timeZone.useDevice', { zone: deviceZone })}
          </Button>
        </div>
      </div>
    </SettingsCard>
  );
}
