import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/ui/page-message';
import type { Project } from '../../../../shared/schemas/projects';
import { useProjectSongs } from '../../../lib/queries/audio-queries';
import { ProjectActionsMenu } from './project-actions-menu';
import { ProjectPlayButton } from './project-play-button';
import { ProjectShareMenu } from './project-share-menu';
import { ProjectStatusPill } from './project-status-pill';
import { ProjectTitle } from './project-title';

/** Title (click to rename), status, owner, and the play / share / more actions. */
export function ProjectHeader({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  // The live list's total is the truth once loaded (uploads and deletions change it under us).
  const audio = useProjectSongs(project.id);
  const audioCount = audio.total ?? project.audioCount;
  return (
    <header className="space-y-4">
      <BackLink to="/home" label={t('back')} look="plain" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <ProjectPlayButton projectId={project.id} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <ProjectTitle project={project} />
              <ProjectStatusPill status={project.status} />
            </div>
            <p className="mt-1 text-sm text-zinc-400">
              {t('header.owner', { name: project.ownerName })} ·{' '}
              {t('header.audioCount', { count: audioCount })}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <ProjectShareMenu project={project} />
          <ProjectActionsMenu project={project} />
        </div>
      </div>
    </header>
  );
}
