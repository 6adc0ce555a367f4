import { useTranslation } from 'react-i18next';
import { AUTOSAVE_TONES, SaveStatusLine } from '../../../components/ui/save-status-line';
import type { AutosaveStatus } from '../../../hooks/use-autosave';

// The details texts predate the shared statuses: a refused field is 'invalid', a failure 'failed'.
const KEYS: Record<AutosaveStatus, string> = {
  idle: 'status.idle',
  // A change waiting for its 5 s counts as auto-saving already: nothing is left to do.
  pending: 'status.saving',
  saving: 'status.saving',
  saved: 'status.saved',
  blocked: 'status.invalid',
  error: 'status.failed',
  unsaved: 'status.unsaved',
};

/** Where the details' auto-save stands; Retry after a failure. */
export function AutosaveStatusLine({
  status,
  onRetry,
  autoSave = true,
}: {
  status: AutosaveStatus;
  onRetry: () => void;
  /** Off, the idle line must not say that changes save themselves. */
  autoSave?: boolean;
}) {
  const { t } = useTranslation('details');
  return (
    <SaveStatusLine
      tone={AUTOSAVE_TONES[status]}
      status={status}
      retry={status === 'error' ? { label: t('status.retry'), onRetry } : undefined}
    >
      {t(status === 'idle' && !autoSave ? 'status.idleManual' : KEYS[status])}
    </SaveStatusLine>
  );
}
