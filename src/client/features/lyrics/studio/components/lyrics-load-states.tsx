import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RetryButton } from '../../../../components/ui/retry-button';

/** "Loading lyrics…" while the project or its words arrive. */
export function LyricsLoading() {
  const { t } = useTranslation('studio-lyrics');
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-zinc-400">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      {t('loading')}
    </p>
  );
}

interface LyricsLoadErrorProps {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load inside the editor's area, with Retry. */
export function LyricsLoadError({ title, onRetry, retrying }: LyricsLoadErrorProps) {
  const { t } = useTranslation('studio-lyrics');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <AlertTriangle className="h-6 w-6 text-red-400" aria-hidden />
      <p className="text-sm font-medium text-zinc-100">{title}</p>
      <p className="text-xs text-zinc-400">{t('loadError.body')}</p>
      <RetryButton label={t('loadError.retry')} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
