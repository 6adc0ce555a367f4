import { Construction, LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { RetryButton } from '../../components/ui/retry-button';
import { useLogout } from '../auth';
import { useSite } from '../../lib/queries/site';

/** What everyone but an administrator sees while Maintenance Mode is on. */
export function MaintenancePage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('maintenance');
  const site = useSite();
  const logout = useLogout();
  const navigate = useNavigate();
  const siteName = site.data?.siteName ?? t('common:appName');

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.18),_transparent_60%)] px-4 text-center">
      <title>{`${t('page.title')} · ${siteName}`}</title>
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-amber-500/15 text-amber-300 ring-1 ring-amber-400/30">
        <Construction className="h-8 w-8" aria-hidden />
      </span>
      <p className="text-sm font-semibold uppercase tracking-wide text-zinc-400">{siteName}</p>
      <h1 className="mt-2 text-2xl font-bold text-white sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-3 max-w-md text-zinc-300">{t('page.body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <RetryButton
          variant="primary"
          label={t('page.retry')}
          retrying={site.isFetching}
          onRetry={() => void site.refetch()}
        />
        {signedIn ? (
          <Button
            variant="secondary"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/') })}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {t('page.signOut')}
          </Button>
        ) : (
          <Link to="/login" className={buttonClasses({ variant: 'secondary' })}>
            <LogIn className="h-4 w-4" aria-hidden />
            {t('page.adminSignIn')}
          </Link>
        )}
      </div>
    </main>
  );
}
