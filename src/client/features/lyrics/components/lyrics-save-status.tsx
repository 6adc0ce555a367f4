import { useTranslation } from 'react-i18next';
import { AUTOSAVE_TONES, SaveStatusLine } from '../../../components/ui/save-status-line';
import type { AutosaveStatus } from '../../../hooks/use-autosave';
import type { MissingLyricsPart } from '../lib/lyrics-save-rules';

interface LyricsSaveStatusProps {
  status: AutosaveStatus;
  missing: MissingLyricsPart | null;
  onRetry: () => void;
}

/**
 * First lyrics on their way to being created (first-lyrics-workspace.tsx): saving / saved /
 * error; a blank title or text ('blocked') says what is missing. Live lyrics show LiveStatus.
 */
export function LyricsSaveStatusLine({ status, missing, onRetry }: LyricsSaveStatusProps) {
  const { t } = useTranslation('lyrics');
  return (
    <SaveStatusLine
      tone={AUTOSAVE_TONES[status]}
      status={status}
      retry={status === 'error' ? { label: t('status.retry'), onRetry } : undefined}
    >
      {status === 'blocked' ? (
        <span>
          <span className="font-medium">{t('status.missingTitle')}</span>
          {' · '}
          {t(`status.missing.${missing ?? 'both'}`)}
        </span>
      ) : status === 'idle' ? (
        t('status.new')
      ) : (
        t(`status.${status}`)
      )}
    </SaveStatusLine>
  );
}
