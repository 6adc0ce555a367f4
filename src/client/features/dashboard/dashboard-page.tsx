import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../lib/queries/current-user';
import { NewProjectButton } from '../projects';
import { useDashboard } from './api/dashboard';
import { CollaborationsCard } from './components/collaborations-card';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { LibraryCard } from './components/library-card';
import { ProfilePictureButton } from '../../components/profile-picture-button';
import { RecentProjectsCard } from './components/recent-projects-card';
import { RecentlyOpenedCard } from './components/recently-opened-card';
import { RegisteredWelcome } from './components/registered-welcome';
import { StatCards } from './components/stat-cards';

/** /home (and / when signed in): profile picture, stats, recent work and the library. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  const dashboard = useDashboard();
  const name = user ? user.artistName || `${user.firstName} ${user.lastName}`.trim() : '';
  // The session a sign-up started says "Welcome"; every later one "Welcome back" (issue 25).
  const greeting = user?.firstVisit ? 'welcomeFirst' : 'welcome';

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <header className="flex flex-wrap items-center gap-4 sm:gap-6">
        {user && <ProfilePictureButton user={user} />}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-white [overflow-wrap:anywhere] sm:text-3xl">
            {name ? t(greeting, { name }) : t(`${greeting}Fallback`)}
          </h1>
          <p className="mt-1 text-sm text-zinc-400 sm:text-base">{t('subtitle')}</p>
        </div>
        {/* Its own row on phones, so the welcome line keeps its width. */}
        <div className="w-full sm:w-auto">
          <NewProjectButton />
        </div>
      </header>
      <RegisteredWelcome />
      {dashboard.data ? (
        <>
          <StatCards stats={dashboard.data.stats} />
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            <RecentProjectsCard projects={dashboard.data.recentProjects} />
            <RecentlyOpenedCard />
            <CollaborationsCard collaborations={dashboard.data.collaborations} />
          </div>
          <LibraryCard songs={dashboard.data.library} total={dashboard.data.librarySongCount} />
        </>
      ) : dashboard.isError ? (
        <ErrorState
          titleAs="h2"
          title={t('error.title')}
          body={t('error.body')}
          retryLabel={t('error.retry')}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}
