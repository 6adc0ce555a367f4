import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown when GET /api/dashboard/fast failed; Retry asks again. */
export function DashboardError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-500/30 bg-red-500/5 px-6 py-12 text-center"
    >
      <AlertTriangle className="mb-3 h-8 w-8 text-red-400" aria-hidden />
      <h2 className="font-semibold text-zinc-100">{t('error.title')}</h2>
      <p className="mt-1 text-sm text-zinc-400">{t('error.body')}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-zinc-800 px-4 py-2 text-sm font-medium text-zinc-100 hover:bg-zinc-700 disabled:opacity-60"
      >
        <RotateCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        {t('error.retry')}
      </button>
    </div>
  );
}
