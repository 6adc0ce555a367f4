import { FolderX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackHomeLink, PageMessage } from '../../../components/ui/page-message';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { Spinner } from '../../../components/ui/spinner';

/** "Loading project..." while the project is fetched. */
export function ProjectLoading() {
  const { t } = useTranslation('projects');
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 px-4 py-24">
      <Spinner />
      <p className="text-sm text-zinc-400">{t('loading')}</p>
    </div>
  );
}

/** An absent, deleted or unshared project (404), or an id that names no project. */
export function ProjectNotFound() {
  const { t } = useTranslation('projects');
  return (
    <PageMessage
      icon={FolderX}
      tone="muted"
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={<BackHomeLink label={t('notFound.back')} />}
    />
  );
}

/** Any other failure (network, server): retry, or go back. */
export function ProjectLoadError({
  retrying,
  onRetry,
}: {
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('projects');
  return (
    <LoadErrorMessage
      icon={FolderX}
      title={t('loadError.title')}
      body={t('loadError.body')}
      retryLabel={t('loadError.retry')}
      onRetry={onRetry}
      retrying={retrying}
      back={<BackHomeLink label={t('notFound.back')} />}
    />
  );
}
