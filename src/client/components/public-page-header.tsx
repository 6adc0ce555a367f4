import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/queries/current-user';

const ctaClass =
  'inline-flex items-center rounded-lg border border-zinc-700 px-3 py-2 text-sm font-medium text-zinc-200 transition-colors hover:border-zinc-500 hover:bg-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

/**
 * The header of the public pages that have no app shell (a shared playlist, an artist page):
 * the brand, linking to the landing page, and one way into the app — sign up for a visitor,
 * open the app for someone signed in.
 */
export function PublicPageHeader() {
  const { t } = useTranslation('common');
  const { user, isLoading } = useCurrentUser();
  return (
    <header className="border-b border-zinc-800/80 bg-zinc-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/landing"
          aria-label={t('publicHeader.home')}
          className="flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span>{t('appName')}</span>
        </Link>
        {!isLoading &&
          (user ? (
            <Link to="/home" className={ctaClass}>
              {t('publicHeader.openApp')}
            </Link>
          ) : (
            <Link to="/register" className={ctaClass}>
              {t('publicHeader.signUp')}
            </Link>
          ))}
      </div>
    </header>
  );
}
