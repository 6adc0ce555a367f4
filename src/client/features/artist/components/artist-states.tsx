import { AlertTriangle, ArrowRight, UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMessage } from '../../../components/ui/page-message';
import { RetryButton } from '../../../components/ui/retry-button';

function LandingLink() {
  const { t } = useTranslation('artist');
  return (
    <Link
      to="/landing"
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
    >
      {t('toLanding')}
      <ArrowRight className="h-4 w-4" aria-hidden />
    </Link>
  );
}

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
    <PageMessage
      icon={UserRoundX}
      tone="muted"
      title={t('unavailable.title')}
      body={t('unavailable.body')}
      actions={<LandingLink />}
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
    <PageMessage
      icon={AlertTriangle}
      tone="muted"
      title={t('loadFailed.title')}
      body={t('loadFailed.body')}
      actions={
        <RetryButton
          label={t('common:retry')}
          onRetry={onRetry}
          retrying={retrying}
          variant="primary"
        />
      }
    />
  );
}
