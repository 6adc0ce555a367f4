import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { PanelCard } from '../../../components/ui/panel-card';
import { projectTitleDate } from '../lib/new-project-title';
import type { ProjectTab } from '../lib/project-tabs';
import { OverviewSongs } from './overview-songs';
import { TAB_ICONS } from './project-tab-icons';

/** Areas the overview previews once their updates land; until then, a line saying so. */
const UPCOMING: { tab: ProjectTab; update: 'songwriting' | 'collaboration' }[] = [
  { tab: 'lyrics', update: 'songwriting' },
  { tab: 'credits', update: 'songwriting' },
  { tab: 'splits', update: 'songwriting' },
  { tab: 'collaborators', update: 'collaboration' },
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
      {UPCOMING.map(({ tab, update }) => (
        <PanelCard
          key={tab}
          id={`overview-${tab}`}
          title={t(`placeholders.${tab}.title`)}
          icon={TAB_ICONS[tab]}
        >
          <p className="text-sm text-zinc-400">
            {update === 'songwriting'
              ? t('overview.songwritingUpdate')
              : t('overview.collaborationUpdate')}
          </p>
        </PanelCard>
      ))}
    </div>
  );
}
