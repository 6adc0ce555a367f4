import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelCard } from '../../../components/ui/panel-card';
import { formatRelativeAge } from '../relative-age';
import { ProjectLinkRow } from './project-link-row';

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
    <PanelCard id="recent-projects-title" title={t('recentProjects.title')} icon={FolderKanban}>
      {newest.length === 0 ? (
        <EmptyState title={t('recentProjects.empty')} body={t('recentProjects.emptyBody')} />
      ) : (
        <ul className="-mx-2 space-y-0.5">
          {newest.map((project) => (
            <ProjectLinkRow
              key={project.id}
              projectId={project.id}
              title={project.title}
              dateTime={project.createdAt}
              when={formatRelativeAge(project.createdAt, now, i18n.resolvedLanguage ?? 'en')}
              trailing={
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
                    STATUS_COLOURS[project.status] ?? OTHER_STATUS
                  }`}
                >
                  {t(`status.${project.status}`, { defaultValue: project.status })}
                </span>
              }
            />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
