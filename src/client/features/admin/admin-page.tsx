import type { ComponentType } from 'react';
import { can } from '../../../shared/permissions';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackHomeLink, PageMessage } from '../../components/ui/page-message';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useSite } from '../../lib/queries/site';
import { AnalyticsTab } from './components/analytics-tab';
import {
  AdminTabList,
  adminPanelId,
  adminTabId,
  adminTabOf,
  type AdminTab,
} from './components/admin-tabs';
import { ContentTab } from './components/content-tab';
import { DashboardTab } from './components/dashboard-tab';
import { MailOffNotice } from './components/mail-off-notice';
import { ProjectsTab } from './components/projects-tab';
import { SummaryCards } from './components/summary-cards';
import { SystemTab } from './components/system-tab';
import { UsersTab } from './components/users-tab';

const PANELS: Record<AdminTab, ComponentType> = {
  dashboard: DashboardTab,
  users: UsersTab,
  projects: ProjectsTab,
  content: ContentTab,
  system: SystemTab,
  analytics: AnalyticsTab,
};

/**
 * /admin: the administrator console. Other accounts get a 403 page (the API refuses them
 * anyway); the tab lives in `?tab=` so a link can open one and reloading keeps it.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = adminTabOf(params.get('tab'));
  // Read here (not only through common:appName) so a rename saved on this page shows at once.
  const siteName = useSite().data?.siteName ?? t('common:appName');

  if (!can(user?.role, 'admin.console')) {
    return (
      <PageMessage
        icon={ShieldAlert}
        tone="muted"
        badge="403"
        title={t('forbidden.title')}
        body={t('forbidden.body')}
        actions={<BackHomeLink label={t('forbidden.back')} />}
      />
    );
  }

  const Panel = PANELS[tab];
  const showTab = (next: AdminTab) =>
    setParams(next === 'dashboard' ? {} : { tab: next }, { replace: true });
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('title')} · ${siteName}`}</title>
      <header>
        <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-zinc-400 sm:text-base">{t('subtitle', { siteName })}</p>
      </header>
      <MailOffNotice onSetUp={() => showTab('system')} />
      <SummaryCards />
      <AdminTabList active={tab} onChange={showTab} />
      <div
        role="tabpanel"
        id={adminPanelId(tab)}
        aria-labelledby={adminTabId(tab)}
        tabIndex={0}
        className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        <Panel />
      </div>
    </div>
  );
}
