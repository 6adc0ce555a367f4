import { AlertCircle, CheckCircle2, CloudUpload, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from '../use-details-autosave';

const TONES: Record<AutosaveStatus, string> = {
  idle: 'text-zinc-400',
  pending: 'text-zinc-300',
  saving: 'text-zinc-300',
  saved: 'text-emerald-400',
  invalid: 'text-amber-300',
  failed: 'text-red-400',
};

/**
 * Where the auto-save stands, announced politely (role="status"). A change waiting for its
 * 5 s counts as auto-saving already: the person has nothing left to do.
 */
export function AutosaveStatusLine({
  status,
  onRetry,
}: {
  status: AutosaveStatus;
  onRetry: () => void;
}) {
  const { t } = useTranslation('details');
  const text = status === 'pending' ? t('status.saving') : t(`status.${status}`);
  const Icon =
    status === 'saved'
      ? CheckCircle2
      : status === 'failed' || status === 'invalid'
        ? AlertCircle
        : status === 'idle'
          ? CloudUpload
          : Loader2;
  return (
    <div className="flex items-center gap-3">
      <p role="status" className={`flex items-center gap-1.5 text-sm ${TONES[status]}`}>
        <Icon
          className={`h-4 w-4 shrink-0 ${status === 'saving' || status === 'pending' ? 'animate-spin' : ''}`}
          aria-hidden
        />
        {text}
      </p>
      {status === 'failed' && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-zinc-700 px-3 py-1 text-xs font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          {t('status.retry')}
        </button>
      )}
    </div>
  );
}
