import { FileText, Info, PieChart, ScrollText, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { projectTitleDate } from '../lib/new-project-title';
import type { ProjectTab } from '../lib/project-tabs';
import { OverviewCard } from './overview-card';
import { OverviewSongs } from './overview-songs';

/** Areas the overview previews once their updates land; until then, a line saying so. */
const UPCOMING: { tab: ProjectTab; icon: LucideIcon; update: 'songwriting' | 'collaboration' }[] = [
  { tab: 'lyrics', icon: FileText, update: 'songwriting' },
  { tab: 'credits', icon: ScrollText, update: 'songwriting' },
  { tab: 'splits', icon: PieChart, update: 'songwriting' },
  { tab: 'collaborators', icon: Users, update: 'collaboration' },
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
      <OverviewCard id="overview-about" title={t('overview.about')} icon={Info}>
        <p className="text-sm text-zinc-300 [overflow-wrap:anywhere]">
          {project.description || t('overview.noDescription')}
        </p>
        <p className="mt-3 text-xs text-zinc-400">
          <time dateTime={project.createdAt}>{t('overview.created', { date: created })}</time>
        </p>
      </OverviewCard>
      {UPCOMING.map(({ tab, icon, update }) => (
        <OverviewCard
          key={tab}
          id={`overview-${tab}`}
          title={t(`placeholders.${tab}.title`)}
          icon={icon}
        >
          <p className="text-sm text-zinc-400">
            {update === 'songwriting'
              ? t('overview.songwritingUpdate')
              : t('overview.collaborationUpdate')}
          </p>
        </OverviewCard>
      ))}
    </div>
  );
}
