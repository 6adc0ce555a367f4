import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingShape } from '../../../components/ui/loading-shape';

/** What a viewer sees instead of splits: the server hides them from viewers (DESIGN §5). */
export function SplitsHiddenPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('splits');
  if (compact) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-400">
        <Lock className="h-4 w-4 shrink-0" aria-hidden />
        {t('states.hidden')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-800 px-6 py-14 text-center">
      <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-zinc-800 text-zinc-300">
        <Lock className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-white">{t('states.hiddenTitle')}</h2>
      <p className="mt-2 max-w-md text-sm text-zinc-400">{t('states.hidden')}</p>
    </div>
  );
}

/** The type panel's shape while the splits load (announced once, drawn as placeholders). */
export function SplitsSkeleton() {
  const { t } = useTranslation('splits');
  return (
    <LoadingShape label={t('states.loading')} className="space-y-4">
      <div className="h-32 animate-pulse rounded-2xl bg-zinc-800/60" aria-hidden />
      <ul className="space-y-2" aria-hidden>
        {[0, 1, 2].map((row) => (
          <li key={row} className="h-16 animate-pulse rounded-xl bg-zinc-800/60" />
        ))}
      </ul>
    </LoadingShape>
  );
}
