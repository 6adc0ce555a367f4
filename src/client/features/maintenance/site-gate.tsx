import { Construction } from 'lucide-react';
import { can } from '../../../shared/permissions';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLive } from '../../components/page-live';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useSite } from '../../lib/queries/site';
import { useMaintenanceWatch } from './use-maintenance-watch';

// Shown only while the site is closed, so it is fetched then rather than with every page.
const MaintenancePage = lazy(async () => ({
  default: (await import('./maintenance-page')).MaintenancePage,
}));

/** The one screen open to everyone during maintenance: where administrators sign in. */
const OPEN_DURING_MAINTENANCE = new Set(['/login']);

/** The strip over every page an administrator sees while the site is closed to others. */
function MaintenanceBanner() {
  const { t } = useTranslation('maintenance');
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-400 px-4 py-2 text-center text-sm font-medium text-zinc-950"
    >
      <Construction className="h-4 w-4" aria-hidden />
      <span>{t('banner.text')}</span>
      <Link to="/admin?tab=system" className="font-semibold underline underline-offset-2">
        {t('banner.manage')}
      </Link>
    </div>
  );
}

/**
 * Knows the site's state before any page shows: in Maintenance Mode, everyone but an
 * administrator gets the maintenance page (the API refuses them anyway); administrators see
 * a banner over the app. If the site facts cannot be read, the app shows as usual.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const site = useSite();
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  useMaintenanceWatch();

  if (site.isLoading) return <PageSpinner />;
  const maintenance = site.data?.maintenanceMode ?? false;
  if (maintenance && isLoading) return <PageSpinner />;
  const isAdmin = can(user?.role, 'site.useDuringMaintenance');
  if (!maintenance || isAdmin || (!user && OPEN_DURING_MAINTENANCE.has(pathname))) {
    // The banner's slot is always there, so switching maintenance on or off never remounts
    // the page under it (a form being filled in keeps its state).
    return (
      <>
        {maintenance && isAdmin ? <MaintenanceBanner /> : null}
        {children}
      </>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <MaintenancePage signedIn={user !== null} />
      <PageLive />
    </Suspense>
  );
}
