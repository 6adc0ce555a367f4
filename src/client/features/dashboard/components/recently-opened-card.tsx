import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PanelCard, PanelListSkeleton } from '../../../components/ui/panel-card';
import { useRecentlyOpenedProjects } from '../../projects';
import { formatRelativeAge } from '../../../lib/relative-age';
import { ProjectLinkRow } from './project-link-row';

/** The projects last opened in this browser, most recent first (project-last-accessed-{id}). */
export function RecentlyOpenedCard() {
  const { t, i18n } = useTranslation('projects');
  const { items, isLoading } = useRecentlyOpenedProjects();
  const now = new Date();
  return (
    <PanelCard id="recently-opened-title" title={t('recentlyOpened.title')} icon={History}>
      {isLoading ? (
        <PanelListSkeleton />
      ) : items.length === 0 ? (
        <EmptyState title={t('recentlyOpened.empty')} />
      ) : (
        <ul className="-mx-2 space-y-0.5">
          {items.map(({ project, openedAt }) => (
            <ProjectLinkRow
              key={project.id}
              projectId={project.id}
              title={project.title}
              dateTime={openedAt}
              when={t('recentlyOpened.opened', {
                when: formatRelativeAge(openedAt, now, i18n.resolvedLanguage ?? 'en'),
              })}
              trailing={
                <ChevronRight
                  className="h-4 w-4 shrink-0 text-zinc-500 group-hover:text-zinc-200"
                  aria-hidden
                />
              }
            />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
