import { useTranslation } from 'react-i18next';
import { LoadingShape } from '../../../components/ui/loading-shape';

/** The page's shape while it loads. */
export function ArtistSkeleton() {
  const { t } = useTranslation('artist');
  return (
    <LoadingShape label={t('loading')}>
      <div className="flex items-center gap-6" aria-hidden>
        <div className="h-24 w-24 rounded-full bg-zinc-800" />
        <div className="flex-1 space-y-3">
          <div className="h-9 w-2/3 rounded bg-zinc-800" />
          <div className="h-4 w-1/2 rounded bg-zinc-800" />
        </div>
      </div>
      <div className="mt-10 h-40 rounded-2xl bg-zinc-800/60" aria-hidden />
    </LoadingShape>
  );
}
