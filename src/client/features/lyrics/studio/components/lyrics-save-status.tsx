import { useTranslation } from 'react-i18next';
import { AUTOSAVE_TONES, SaveStatusLine } from '../../../../components/ui/save-status-line';
import type { AutosaveStatus } from '../../../../hooks/use-autosave';
import type { StudioLyricsBlock } from '../use-lyrics-autosave';

const KEYS: Record<Exclude<AutosaveStatus, 'blocked'> | StudioLyricsBlock | 'read-only', string> = {
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
  status: AutosaveStatus | 'read-only';
  /** Why a 'blocked' draft waits. */
  block: StudioLyricsBlock | null;
  onRetry: () => void;
  /** Off, the idle line must not say that changes save themselves. */
  autoSave?: boolean;
}

/** Where the words stand (saved, saving, error…); Retry after a failure. */
export function LyricsSaveStatus({
  status,
  block,
  onRetry,
  autoSave = true,
}: LyricsSaveStatusProps) {
  const { t } = useTranslation('studio-lyrics');
  // Shown by name in data-status, as before: a blocked draft says which block it is.
  const shown = status === 'blocked' ? (block ?? 'blank') : status;
  const quiet = shown === 'blank' || shown === 'read-only';
  return (
    <SaveStatusLine
      tone={quiet ? 'idle' : AUTOSAVE_TONES[status as AutosaveStatus]}
      status={shown}
      className="text-xs"
      retry={status === 'error' ? { label: t('retrySave'), onRetry } : undefined}
    >
      {t(shown === 'idle' && !autoSave ? 'status.idleManual' : KEYS[shown])}
    </SaveStatusLine>
  );
}
