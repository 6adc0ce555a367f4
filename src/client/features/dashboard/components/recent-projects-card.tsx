import { CheckCircle2, FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isProjectOwner } from '../../../../shared/permissions';
import type { DashboardProject } from '../../../../shared/schemas/dashboard';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelCard } from '../../../components/ui/panel-card';
import { formatRelativeAge } from '../../../lib/relative-age';
import { ProjectLinkRow } from './project-link-row';

/** The three newest projects the profile can see, their age and a "Splits 100 %" badge where the master splits are whole (part 1 §2's "complete", named for what it measures). */
export function RecentProjectsCard({ projects }: { projects: DashboardProject[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const now = new Date();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <PanelCard id="recent-projects-title" title={t('recentProjects.title')} icon={FolderKanban}>
      {projects.length === 0 ? (
        <EmptyState title={t('recentProjects.empty')} body={t('recentProjects.emptyBody')} />
      ) : (
        <ul className="-mx-2 space-y-0.5">
          {projects.map((project) => {
            const age = formatRelativeAge(project.createdAt, now, language);
            return (
              <ProjectLinkRow
                key={project.id}
                projectId={project.id}
                title={project.title}
                dateTime={project.createdAt}
                when={
                  isProjectOwner(project.role)
                    ? age
                    : t('recentProjects.sharedAge', {
                        when: age,
                        role: t(`roles.${project.role}`),
                      })
                }
                trailing={
                  project.masterSplitsFull && (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-medium text-emerald-300 ring-1 ring-emerald-500/30 ring-inset">
                      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
                      {t('recentProjects.splitsFull')}
                    </span>
                  )
                }
              />
            );
          })}
        </ul>
      )}
    </PanelCard>
  );
}
