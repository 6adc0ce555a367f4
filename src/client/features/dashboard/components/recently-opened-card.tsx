import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentlyOpenedProjects } from '../../projects/use-recently-opened';
import { formatRelativeAge } from '../relative-age';
import { DashboardCard, EmptyState } from './dashboard-card';

/** The projects last opened in this browser, most recent first (project-last-accessed-{id}). */
export function RecentlyOpenedCard() {
  const { t, i18n } = useTranslation('projects');
  const { items, isLoading } = useRecentlyOpenedProjects();
  const now = new Date();
  return (
    <DashboardCard id="recently-opened-title" title={t('recentlyOpened.title')} icon={History}>
      {isLoading ? (
        <ul aria-busy className="space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-10 animate-pulse rounded-lg bg-zinc-800/60" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState title={t('recentlyOpened.empty')} />
      ) : (
        <ul className="-mx-2 space-y-0.5">
          {items.map(({ project, openedAt }) => (
            <li key={project.id}>
              <Link
                to={`/projects/${project.id}`}
                className="group flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-zinc-800/60"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-zinc-100">
                    {project.title}
                  </span>
                  <span className="block text-xs text-zinc-400">
                    <time dateTime={openedAt}>
                      {t('recentlyOpened.opened', {
                        when: formatRelativeAge(openedAt, now, i18n.resolvedLanguage ?? 'en'),
                      })}
                    </time>
                  </span>
                </span>
                <ChevronRight
                  className="h-4 w-4 shrink-0 text-zinc-500 group-hover:text-zinc-200"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
