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
  'read-only': 'status.readOnly',
};

interface LyricsSaveStatusProps {
  status: LyricsSaveStatus | 'read-only';
  onRetry: () => void;
}

/** Where the words stand (saved, saving, error…); Retry after a failure. */
export function LyricsSaveStatus({ status, onRetry }: LyricsSaveStatusProps) {
  const { t } = useTranslation('studio-lyrics');
  return (
    <SaveStatusLine
      tone={TONES[status]}
      status={status}
      className="text-xs"
      retry={status === 'error' ? { label: t('retrySave'), onRetry } : undefined}
    >
      {t(KEYS[status])}
    </SaveStatusLine>
  );
}
