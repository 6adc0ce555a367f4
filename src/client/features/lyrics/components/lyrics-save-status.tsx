import { useTranslation } from 'react-i18next';
import { SaveStatusLine, type SaveTone } from '../../../components/ui/save-status-line';
import type { MissingLyricsPart } from '../lib/lyrics-save-rules';
import type { LyricsSaveStatus } from './use-lyrics-autosave';

interface LyricsSaveStatusProps {
  status: LyricsSaveStatus;
  missing: MissingLyricsPart | null;
  onRetry: () => void;
  /** Off, nothing saves by itself: the 'new' state must not promise it does. */
  autoSave?: boolean;
}

const TONES: Record<LyricsSaveStatus, SaveTone> = {
  new: 'idle',
  pending: 'busy',
  saving: 'busy',
  saved: 'saved',
  missing: 'warning',
  error: 'error',
  unsaved: 'warning',
};

/** Saved / saving / error; a blank title or text says what is missing. */
export function LyricsSaveStatusLine({
  status,
  missing,
  onRetry,
  autoSave = true,
}: LyricsSaveStatusProps) {
  const { t } = useTranslation('lyrics');
  return (
    <SaveStatusLine
      tone={TONES[status]}
      status={status}
      retry={status === 'error' ? { label: t('status.retry'), onRetry } : undefined}
    >
      {status === 'missing' ? (
        <span>
          <span className="font-medium">{t('status.missingTitle')}</span>
          {' · '}
          {t(`status.missing.${missing ?? 'both'}`)}
        </span>
      ) : (
        t(status === 'new' && !autoSave ? 'status.newManual' : `status.${status}`)
      )}
    </SaveStatusLine>
  );
}
