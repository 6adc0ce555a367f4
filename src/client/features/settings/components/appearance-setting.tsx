import { Monitor, Moon, Palette, Sun, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemePreference } from '../../../../shared/schemas/settings';
import { SettingsCard } from './settings-card';
import { Radio } from '../../../components/ui/choice';

const OPTIONS: { value: ThemePreference; icon: LucideIcon }[] = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
];

interface AppearanceSettingProps {
  value: ThemePreference;
  onChange: (theme: ThemePreference) => void;
}

/** Appearance: Light, Dark, or System (follows the device until the person chooses). */
export function AppearanceSetting({ value, onChange }: AppearanceSettingProps) {
  const { t } = useTranslation('settings');
  const ids = useId();
  return (
    <SettingsCard
      id={`${ids}-heading`}
      icon={Palette}
      title={t('appearance.title')}
      description={t('appearance.description')}
    >
      {/* Native radios: arrow keys move between the options, as in any radio group. */}
      <fieldset>
        <legend className="sr-only">{t('appearance.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {OPTIONS.map(({ value: option, icon: Icon }) => (
            <label
              key={option}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${
                value === option
                  ? 'border-brand-500 bg-brand-600/15 text-zinc-100'
                  : 'border-zinc-700 text-zinc-300 hover:border-zinc-600 hover:bg-zinc-800/60'
              }`}
            >
              <Radio
                name={`${ids}-theme`}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Icon className="h-5 w-5 text-brand-400" aria-hidden />
              <span className="flex-1">{t(`appearance.options.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsCard>
  );
}
