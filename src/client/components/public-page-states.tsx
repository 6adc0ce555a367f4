import { AlertTriangle, ArrowRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicPageHeader } from './public-page-header';
import { LoadErrorMessage } from './ui/load-error-message';
import { PageMessage } from './ui/page-message';

/** The way out of a public page with nothing to show: the landing page (a visitor may have no account). */
function LandingLink({ label }: { label: string }) {
  return (
    <Link
      to="/landing"
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
    >
      {label}
      <ArrowRight className="h-4 w-4" aria-hidden />
    </Link>
  );
}

/**
 * The i18n namespace of a public page (artist, listen, a release, a private share link): it holds
 * `unavailable.title`, `unavailable.body`, `loadFailed.title`, `loadFailed.body` and `toLanding`.
 */
type PublicPageNamespace = 'artist' | 'listen' | 'release-page' | 'share-links';

/**
 * 404 of a public page (the artist page, a shared playlist): gone, private, or never there.
 * `reason` names another pair of texts for a page that knows why (a link expired or revoked).
 */
export function PublicPageUnavailable({
  ns,
  icon,
  reason = 'unavailable',
}: {
  ns: PublicPageNamespace;
  icon: LucideIcon;
  reason?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <PageMessage
      icon={icon}
      tone="muted"
      title={t(`${reason}.title`)}
      body={t(`${reason}.body`)}
      actions={<LandingLink label={t('toLanding')} />}
    />
  );
}

/** Any other failure of a public page: the address may be fine, so Retry, or leave. */
export function PublicPageLoadFailed({
  ns,
  onRetry,
  retrying,
}: {
  ns: PublicPageNamespace;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation(ns);
  return (
    <LoadErrorMessage
      icon={AlertTriangle}
      title={t('loadFailed.title')}
      body={t('loadFailed.body')}
      retryLabel={t('common:retry')}
      onRetry={onRetry}
      retrying={retrying}
      back={<LandingLink label={t('toLanding')} />}
    />
  );
}

/** The frame of a public page (no sign-in, no app shell): its tab title, header and main column. */
export function PublicPageFrame({
  title,
  className = '',
  children,
  after,
}: {
  /** The tab title, before " · Trackroom". */
  title: string;
  /** Extra classes on the outer box (e.g. room for a fixed player bar). */
  className?: string;
  children: ReactNode;
  /** What follows the main column (e.g. the player bar). */
  after?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      className={`flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.16),_transparent_55%)] ${className}`}
    >
      <title>{`${title} · ${t('appName')}`}</title>
      <PublicPageHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        {children}
      </main>
      {after}
    </div>
  );
}
