import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LyricsSaveStatus } from '../use-lyrics-autosave';

const STATUS_KEYS: Record<LyricsSaveStatus, string> = {
  idle: 'status.idle',
  pending: 'status.pending',
  saving: 'status.saving',
  saved: 'status.saved',
  error: 'status.error',
  'needs-text': 'status.needsText',
  blank: 'status.blank',
};

interface LyricsSaveStatusProps {
  status: LyricsSaveStatus | 'read-only';
  onRetry: () => void;
}

/** Where the words stand (saved, saving, error…), announced politely; Retry after a failure. */
export function LyricsSaveStatus({ status, onRetry }: LyricsSaveStatusProps) {
  const { t } = useTranslation('studio-lyrics');
  const label = status === 'read-only' ? t('status.readOnly') : t(STATUS_KEYS[status]);
  const tone =
    status === 'error' ? 'text-red-400' : status === 'saved' ? 'text-emerald-400' : 'text-zinc-400';
  return (
    <p
      data-testid="lyrics-save-status"
      data-status={status}
      className={`flex min-h-8 items-center gap-1.5 text-xs ${tone}`}
    >
      {status === 'saving' && <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />}
      {status === 'saved' && <Check className="h-3.5 w-3.5" aria-hidden />}
      {status === 'error' && <AlertCircle className="h-3.5 w-3.5" aria-hidden />}
      <span role="status">{label}</span>
      {status === 'error' && (
        <button
          type="button"
          onClick={onRetry}
          className="ml-1 rounded px-1.5 py-0.5 font-medium text-zinc-100 underline underline-offset-2 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          {t('retrySave')}
        </button>
      )}
    </p>
  );
}
