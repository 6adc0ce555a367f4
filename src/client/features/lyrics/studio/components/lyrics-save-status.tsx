import { useTranslation } from 'react-i18next';
import { SaveStatusLine, type SaveTone } from '../../../../components/ui/save-status-line';
import type { LyricsSaveStatus } from '../use-lyrics-autosave';

const TONES: Record<LyricsSaveStatus | 'read-only', SaveTone> = {
  idle: 'idle',
  pending: 'busy',
  saving: 'busy',
  saved: 'saved',
  error: 'error',
  'needs-text': 'warning',
  blank: 'idle',
  unsaved: 'warning',
  'read-only': 'idle',
};
const KEYS: Record<LyricsSaveStatus | 'read-only', string> = {
  idle: 'status.idle',
  pending: 'status.pending',
  saving: 'status.saving',
  saved: 'status.saved',
  error: 'status.error',
  'needs-text': 'status.needsText',
  blank: 'status.blank',
  unsaved: 'status.unsaved',
  'read-only': 'status.readOnly',
};

interface LyricsSaveStatusProps {
  status: LyricsSaveStatus | 'read-only';
  onRetry: () => void;
  /** Off, the idle line must not say that changes save themselves. */
  autoSave?: boolean;
}

/** Where the words stand (saved, saving, error…); Retry after a failure. */
export function LyricsSaveStatus({ status, onRetry, autoSave = true }: LyricsSaveStatusProps) {
  const { t } = useTranslation('studio-lyrics');
  return (
    <SaveStatusLine
      tone={TONES[status]}
      status={status}
      className="text-xs"
      retry={status === 'error' ? { label: t('retrySave'), onRetry } : undefined}
    >
      {t(status === 'idle' && !autoSave ? 'status.idleManual' : KEYS[status])}
    </SaveStatusLine>
  );
}
