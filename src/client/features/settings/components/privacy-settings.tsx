import { Download, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_URL } from '../api/settings';
import { SettingRow, SettingsCard } from './settings-card';
import { Switch } from '../../../components/ui/switch';

interface PrivacySettingsProps {
  autoSave: boolean;
  onAutoSaveChange: (on: boolean) => void;
}

/** Privacy & Security: auto-save of lyrics and details, and "Download My Data" (a ZIP). */
export function PrivacySettings({ autoSave, onAutoSaveChange }: PrivacySettingsProps) {
  const { t } = useTranslation('settings');
  const ids = useId();
  return (
    <SettingsCard id={`${ids}-heading`} icon={ShieldCheck} title={t('privacy.title')}>
      <SettingRow
        labelId={`${ids}-autosave`}
        label={t('privacy.autoSave.label')}
        descriptionId={`${ids}-autosave-about`}
        description={t('privacy.autoSave.description')}
      >
        <Switch
          checked={autoSave}
          onChange={onAutoSaveChange}
          labelledBy={`${ids}-autosave`}
          describedBy={`${ids}-autosave-about`}
        />
      </SettingRow>
      <SettingRow
        labelId={`${ids}-export`}
        label={t('privacy.export.label')}
        descriptionId={`${ids}-export-about`}
        description={t('privacy.export.description')}
      >
        {/* A plain download link: the server streams the ZIP, so nothing is held in the page. */}
        <a
          href={EXPORT_URL}
          download
          aria-describedby={`${ids}-export-about`}
          className="inline-flex items-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-100 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          <Download className="h-4 w-4" aria-hidden />
          {t('privacy.export.button')}
        </a>
      </SettingRow>
    </SettingsCard>
  );
}
