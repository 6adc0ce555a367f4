import { AlertCircle, Check, CircleDashed, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MissingLyricsPart } from '../lib/lyrics-save-rules';
import type { LyricsSaveStatus } from './use-lyrics-autosave';

interface LyricsSaveStatusProps {
  status: LyricsSaveStatus;
  missing: MissingLyricsPart | null;
  onRetry: () => void;
}

/** Saved / saving / error, announced politely; a blank title or text says what is missing. */
export function LyricsSaveStatusLine({ status, missing, onRetry }: LyricsSaveStatusProps) {
  const { t } = useTranslation('lyrics');
  const tone =
    status === 'error' || status === 'missing'
      ? 'text-amber-300'
      : status === 'saved'
        ? 'text-emerald-300'
        : 'text-zinc-400';
  const Icon =
    status === 'saving' || status === 'pending'
      ? Loader2
      : status === 'saved'
        ? Check
        : status === 'new'
          ? CircleDashed
          : AlertCircle;
  return (
    <div className="flex min-h-9 items-center gap-2 text-sm">
      <p role="status" className={`flex items-center gap-1.5 ${tone}`}>
        <Icon
          className={`h-4 w-4 shrink-0 ${status === 'saving' ? 'animate-spin' : ''}`}
          aria-hidden
        />
        {status === 'missing' ? (
          <span>
            <span className="font-medium">{t('status.missingTitle')}</span>
            {' · '}
            {t(`status.missing.${missing ?? 'both'}`)}
          </span>
        ) : (
          t(`status.${status}`)
        )}
      </p>
      {status === 'error' && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-zinc-700 px-2 py-1 text-xs font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          {t('status.retry')}
        </button>
      )}
    </div>
  );
}
