import { AlertTriangle, ArrowRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

interface PublicMessageText {
  title: string;
  body: string;
  /** The landing link's label. */
  landingLabel: string;
}

/** 404 of a public page (the artist page, a shared playlist): gone, private, or never there. */
export function PublicPageUnavailable({
  icon,
  title,
  body,
  landingLabel,
}: PublicMessageText & { icon: LucideIcon }) {
  return (
    <PageMessage
      icon={icon}
      tone="muted"
      title={title}
      body={body}
      actions={<LandingLink label={landingLabel} />}
    />
  );
}

/** Any other failure of a public page: the address may be fine, so Retry, or leave. */
export function PublicPageLoadFailed({
  title,
  body,
  landingLabel,
  onRetry,
  retrying,
}: PublicMessageText & { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('common');
  return (
    <LoadErrorMessage
      icon={AlertTriangle}
      title={title}
      body={body}
      retryLabel={t('retry')}
      onRetry={onRetry}
      retrying={retrying}
      back={<LandingLink label={landingLabel} />}
    />
  );
}
