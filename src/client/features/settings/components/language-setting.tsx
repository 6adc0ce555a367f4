import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { Select } from '../../../components/ui/select';
import { SettingsCard } from './settings-card';

interface LanguageSettingProps {
  value: Language;
  onChange: (language: Language) => void;
}

/** Display Language: the five interface languages; the change shows at once on every device. */
export function LanguageSetting({ value, onChange }: LanguageSettingProps) {
  const { t } = useTranslation('settings');
  const ids = useId();
  return (
    <SettingsCard
      id={`${ids}-heading`}
      icon={Languages}
      title={t('language.title')}
      description={t('language.description')}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <label htmlFor={`${ids}-select`} className="text-sm font-medium text-zinc-100">
          {t('language.label')}
        </label>
        <Select
          id={`${ids}-select`}
          value={value}
          onChange={(event) => onChange(event.target.value as Language)}
          className="h-10 min-w-48"
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`common:languages.${code}`)}
            </option>
          ))}
        </Select>
      </div>
    </SettingsCard>
  );
}
