import { Disc3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { BackLink, PageMessage } from '../../../components/ui/page-message';
import { Spinner } from '../../../components/ui/spinner';

/** The way back to the releases list. */
export function BackToReleasesLink({ look = 'button' }: { look?: 'button' | 'plain' }) {
  const { t } = useTranslation('releases');
  return <BackLink to="/releases" label={t('editor.back')} look={look} />;
}

export function ReleaseLoading() {
  const { t } = useTranslation('releases');
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 px-4 py-24">
      <Spinner />
      <p className="text-sm text-zinc-400">{t('editor.loading')}</p>
    </div>
  );
}

/** An absent or deleted release, or another profile's (404). */
export function ReleaseNotFound() {
  const { t } = useTranslation('releases');
  return (
    <PageMessage
      icon={Disc3}
      tone="muted"
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={<BackToReleasesLink />}
    />
  );
}

export function ReleaseLoadError({
  retrying,
  onRetry,
}: {
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('releases');
  return (
    <LoadErrorMessage
      icon={Disc3}
      title={t('loadFailed.title')}
      body={t('loadFailed.body')}
      retryLabel={t('common:retry')}
      onRetry={onRetry}
      retrying={retrying}
      back={<BackToReleasesLink />}
    />
  );
}
