import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { can, isProjectOwner } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import { projectQuery } from '../../../lib/queries/projects';
import { SongUploadsArea, useSongUploads, type SongUploads } from '../../../features/audio';
import { CollaboratorsTab } from '../../../features/collaborations';
import { CreditsTab } from '../../../features/credits';
import { DetailsTab } from '../../../features/details';
import { LyricsTab } from '../../../features/lyrics';
import { SplitsTab } from '../../../features/splits';
import { AudioTab } from './audio-tab';
import { ProjectHeader } from '../../../features/projects/components/project-header';
import {
  ProjectLoadError,
  ProjectLoading,
  ProjectNotFound,
} from '../../../features/projects/components/project-page-states';
import { ProjectOverview } from './project-overview';
import {
  panelId,
  ProjectTabList,
  tabId,
} from '../../../features/projects/components/project-tab-list';
import {
  isProjectAbsent,
  useLeaveWhenShownOut,
} from '../../../features/projects/use-leave-when-shown-out';
import { openLyricsWords } from '../../../features/lyrics';
import { recordProjectOpened } from '../../../features/projects/lib/last-accessed';
import { parseProjectTab, type ProjectTab } from '../../../features/projects/lib/project-tabs';

/** Project ids are UUIDs: anything else names no project and is not worth a request. */
const PROJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /projects/:id and /project/:id (the shared-link route): one project and its tabs. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const validId = PROJECT_ID.test(id);
  const project = useQuery({ ...projectQuery(id), enabled: validId });
  useLeaveWhenShownOut(project, openLyricsWords);

  if (!validId) return <ProjectNotFound />;
  if (project.isPending) return <ProjectLoading />;
  if (project.isError) {
    return isProjectAbsent(project.error) ? (
      <ProjectNotFound />
    ) : (
      <ProjectLoadError retrying={project.isFetching} onRetry={() => void project.refetch()} />
    );
  }
  return <ProjectView project={project.data} />;
}

function ProjectView({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseProjectTab(searchParams.get('tab'));
  // One upload queue for the page: files dropped on any tab join it, and its rows (on the Audio
  // tab) outlive a switch of tabs. The owner's own storage takes the songs: checked before
  // sending (others' is the server's).
  const uploads = useSongUploads(
    { projectId: project.id },
    { checkStorage: isProjectOwner(project.role) },
  );

  // "Recently opened" on the dashboard reads this (part 2 §3, project-last-accessed-{id}).
  useEffect(() => {
    recordProjectOpened(window.localStorage, project.id);
  }, [project.id]);

  const selectTab = (next: ProjectTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <SongUploadsArea
      uploads={uploads}
      acceptDrops={can(project.role, 'audio.upload')}
      destination={project.title}
      // Dropped on another tab: the Audio tab shows, where the files' rows are.
      onDropped={() => tab !== 'audio' && selectTab('audio')}
    >
      <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
        <title>{`${project.title} · ${t('common:appName')}`}</title>
        <ProjectHeader project={project} />
        <ProjectTabList active={tab} onChange={selectTab} />
        <div
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          className="focus:outline-none"
        >
          <ProjectTabPanel tab={tab} project={project} uploads={uploads} onSelectTab={selectTab} />
        </div>
      </div>
    </SongUploadsArea>
  );
}

interface ProjectTabPanelProps {
  tab: ProjectTab;
  project: Project;
  uploads: SongUploads;
  onSelectTab: (tab: ProjectTab) => void;
}

/** The selected tab's content; each area's tab lives in that area's feature folder. */
function ProjectTabPanel({ tab, project, uploads, onSelectTab }: ProjectTabPanelProps) {
  switch (tab) {
    case 'overview':
      return <ProjectOverview project={project} onSelectTab={onSelectTab} />;
    case 'audio':
      return <AudioTab project={project} uploads={uploads} />;
    case 'lyrics':
      return <LyricsTab project={project} />;
    case 'credits':
      return <CreditsTab project={project} />;
    case 'splits':
      return <SplitsTab project={project} />;
    case 'details':
      return <DetailsTab project={project} />;
    case 'collaborators':
      return <CollaboratorsTab project={project} />;
  }
}
