import { useTranslation } from 'react-i18next';
import { SaveStatusLine, type SaveTone } from '../../../components/ui/save-status-line';
import type { AutosaveStatus } from '../use-details-autosave';

const TONES: Record<AutosaveStatus, SaveTone> = {
  idle: 'idle',
  pending: 'busy',
  saving: 'busy',
  saved: 'saved',
  invalid: 'warning',
  failed: 'error',
  unsaved: 'warning',
};

/**
 * Where the auto-save stands. A change waiting for its 5 s counts as auto-saving already: the
 * person has nothing left to do.
 */
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
      tone={TONES[status]}
      status={status}
      retry={status === 'failed' ? { label: t('status.retry'), onRetry } : undefined}
    >
      {status === 'pending'
        ? t('status.saving')
        : status === 'idle' && !autoSave
          ? t('status.idleManual')
          : t(`status.${status}`)}
    </SaveStatusLine>
  );
}
