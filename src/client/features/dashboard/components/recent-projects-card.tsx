import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { formatRelativeAge } from '../relative-age';
import { DashboardCard, EmptyState } from './dashboard-card';

const STATUS_COLOURS: Record<string, string> = {
  complete: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  completed: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  published: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
  draft: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
};
const OTHER_STATUS = 'bg-zinc-500/15 text-zinc-300 ring-zinc-500/30';

/** The three newest projects with their age and status (part 1 §2). */
export function RecentProjectsCard({ projects }: { projects: Dashboard['recentProjects'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const now = new Date();
  const newest = [...projects]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, 3);
  return (
    <DashboardCard id="recent-projects-title" title={t('recentProjects.title')} icon={FolderKanban}>
      {newest.length === 0 ? (
        <EmptyState title={t('recentProjects.empty')} body={t('recentProjects.emptyBody')} />
      ) : (
        <ul className="-mx-2 space-y-0.5">
          {newest.map((project) => (
            <li key={project.id}>
              <Link
                to={`/projects/${project.id}`}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-zinc-800/60"
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-zinc-100">
                    {project.title}
                  </span>
                  <span className="block text-xs text-zinc-400">
                    <time dateTime={project.createdAt}>
                      {formatRelativeAge(project.createdAt, now, i18n.resolvedLanguage ?? 'en')}
                    </time>
                  </span>
                </span>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
                    STATUS_COLOURS[project.status] ?? OTHER_STATUS
                  }`}
                >
                  {t(`status.${project.status}`, { defaultValue: project.status })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
