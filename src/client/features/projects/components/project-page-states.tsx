import { ArrowLeft, FolderX, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Loading project..." while the project is fetched. */
export function ProjectLoading() {
  const { t } = useTranslation('projects');
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 px-4 py-24">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" />
      <p className="text-sm text-zinc-400">{t('loading')}</p>
    </div>
  );
}

/** An absent, deleted or unshared project (404), or an id that names no project. */
export function ProjectNotFound() {
  const { t } = useTranslation('projects');
  return (
    <StateFrame icon={<FolderX className="h-8 w-8" aria-hidden />} title={t('notFound.title')}>
      <p className="mt-3 max-w-md text-zinc-400">{t('notFound.body')}</p>
      <BackLink label={t('notFound.back')} />
    </StateFrame>
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
    <StateFrame icon={<FolderX className="h-8 w-8" aria-hidden />} title={t('loadError.title')}>
      <p className="mt-3 max-w-md text-zinc-400">{t('loadError.body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
        >
          <RefreshCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
          {t('loadError.retry')}
        </button>
        <BackLink label={t('notFound.back')} inline />
      </div>
    </StateFrame>
  );
}

function StateFrame({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-zinc-800 text-zinc-300 ring-1 ring-zinc-700">
        {icon}
      </span>
      <h1 className="text-2xl font-bold text-white sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function BackLink({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <Link
      to="/home"
      className={`inline-flex items-center justify-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 ${inline ? '' : 'mt-8'}`}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {label}
    </Link>
  );
}
