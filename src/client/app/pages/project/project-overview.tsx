import { Info } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { PanelCard } from '../../../components/ui/panel-card';
import { MembersPreview } from '../../../features/collaborations';
import { CreditsPreview } from '../../../features/credits';
import { LyricsPreview } from '../../../features/lyrics';
import { SplitsPreview } from '../../../features/splits';
import { projectTitleDate } from '../../../features/projects/lib/new-project-title';
import type { ProjectTab } from '../../../features/projects/lib/project-tabs';
import { OverviewOpenButton } from '../../../features/projects/components/overview-open-button';
import { OverviewSongs } from '../../../features/projects/components/overview-songs';
import { TAB_ICONS } from '../../../features/projects/components/project-tab-icons';

/** Each songwriting area's preview: its first three items (part 2 §2 "Overview"). */
const PREVIEWS: { tab: ProjectTab; Preview: ComponentType<{ project: Project }> }[] = [
  { tab: 'lyrics', Preview: LyricsPreview },
  { tab: 'credits', Preview: CreditsPreview },
  { tab: 'splits', Preview: SplitsPreview },
  { tab: 'collaborators', Preview: MembersPreview },
];

interface ProjectOverviewProps {
  project: Project;
  onSelectTab: (tab: ProjectTab) => void;
}

/** The overview tab: the first songs, the project's description, and each area's preview. */
export function ProjectOverview({ project, onSelectTab }: ProjectOverviewProps) {
  const { t, i18n } = useTranslation('projects');
  const created = projectTitleDate(new Date(project.createdAt), i18n.resolvedLanguage ?? 'en');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <OverviewSongs projectId={project.id} onViewAll={() => onSelectTab('audio')} />
      <PanelCard id="overview-about" title={t('overview.about')} icon={Info}>
        <p className="text-sm text-zinc-300 [overflow-wrap:anywhere]">
          {project.description || t('overview.noDescription')}
        </p>
        <p className="mt-3 text-xs text-zinc-400">
          <time dateTime={project.createdAt}>{t('overview.created', { date: created })}</time>
        </p>
      </PanelCard>
      {PREVIEWS.map(({ tab, Preview }) => (
        <PanelCard
          key={tab}
          id={`overview-${tab}`}
          title={t(`tabs.${tab}`)}
          icon={TAB_ICONS[tab]}
          aside={
            <OverviewOpenButton
              label={t('overview.open', { area: t(`tabs.${tab}`) })}
              onClick={() => onSelectTab(tab)}
            />
          }
        >
          <Preview project={project} />
        </PanelCard>
      ))}
    </div>
  );
}
