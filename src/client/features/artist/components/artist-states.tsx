import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  PublicPageLoadFailed,
  PublicPageUnavailable,
} from '../../../components/public-page-states';

/** The page's shape while it loads. */
export function ArtistSkeleton() {
  const { t } = useTranslation('artist');
  return (
    <div role="status" aria-busy className="animate-pulse">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex items-center gap-6" aria-hidden>
        <div className="h-24 w-24 rounded-full bg-zinc-800" />
        <div className="flex-1 space-y-3">
          <div className="h-9 w-2/3 rounded bg-zinc-800" />
          <div className="h-4 w-1/2 rounded bg-zinc-800" />
        </div>
      </div>
      <div className="mt-10 h-40 rounded-2xl bg-zinc-800/60" aria-hidden />
    </div>
  );
}

/** 404: no such handle, or the artist's page is private. */
export function ArtistMissingMessage() {
  const { t } = useTranslation('artist');
  return (
    <PublicPageUnavailable
      icon={UserRoundX}
      title={t('unavailable.title')}
      body={t('unavailable.body')}
      landingLabel={t('toLanding')}
    />
  );
}

/** Any other failure: offer Retry. */
export function ArtistLoadFailed({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('artist');
  return (
    <PublicPageLoadFailed
      title={t('loadFailed.title')}
      body={t('loadFailed.body')}
      landingLabel={t('toLanding')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
