import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select';
import { useAudioVersions } from '../../../lib/queries/audio-queries';
import { FOLLOW_LATEST, versionLabel } from '../lib/share-form';

interface VersionFieldProps {
  id: string;
  /** The song's file the dialog was opened on. */
  audioId: string;
  /** An audio id, or FOLLOW_LATEST. */
  value: string;
  onChange: (value: string) => void;
}

/** Which version the link plays: one of the song's versions (GET /api/audio/{id}/versions), or always its latest. */
export function VersionField({ id, audioId, value, onChange }: VersionFieldProps) {
  const { t } = useTranslation('share-links');
  const versions = useAudioVersions(audioId);
  const list = versions.data ?? [];
  return (
    <SelectField
      id={id}
      label={t('form.version')}
      hint={versions.isError ? t('form.versionsFailed') : t('form.versionHint')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value={FOLLOW_LATEST}>{t('form.followLatest')}</option>
      {list.length === 0 ? (
        <option value={audioId}>{t('form.thisVersion')}</option>
      ) : (
        list.map((version, index) => (
          <option key={version.id} value={version.id}>
            {t('form.versionOption', {
              label: versionLabel(index, list.length),
              title: version.title,
            })}
            {version.isLatest ? ` · ${t('form.latestMark')}` : ''}
          </option>
        ))
      )}
    </SelectField>
  );
}
