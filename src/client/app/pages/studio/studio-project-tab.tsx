import { FolderOpen, FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Project } from '../../../../shared/schemas/projects';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { CreditsTab } from '../../../features/credits';
import { DetailsTab } from '../../../features/details';
import { CollaboratorsTab } from '../../../features/collaborations';
import { LyricsTab } from '../../../features/lyrics';
import { useProject, useProjectPages } from '../../../lib/queries/projects';
import { NewProjectButton } from '../../../features/projects';
import { SplitsTab } from '../../../features/splits';
import type { StudioTab } from '../../../features/library/components/studio-tabs';
import { StudioProjectPicker } from '../../../features/library/components/studio-project-picker';
import { Card } from '../../../components/ui/card';

/** The studio tabs that work on one chosen project. */
export type StudioProjectTabName = Exclude<StudioTab, 'audio'>;

/** `?project=` names the chosen project, so a reload keeps it. */
export const PROJECT_PARAM = 'project';

/**
 * A studio tab over one project: the shared project picker (the projects a page at a time),
 * then that project's lyrics editor, collaborators, credits, splits or details. The chosen
 * project is read on its own, so a choice beyond the loaded pages (a reload) still opens.
 * Loading, error and "no projects yet" states included.
 */
export function StudioProjectTab({ tab }: { tab: StudioProjectTabName }) {
  const { t } = useTranslation('library');
  const projects = useProjectPages();
  const [searchParams, setSearchParams] = useSearchParams();
  const wantedId = searchParams.get(PROJECT_PARAM);
  const wanted = useProject(wantedId ?? '', wantedId !== null);

  const selectProject = (projectId: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (projectId) params.set(PROJECT_PARAM, projectId);
        else params.delete(PROJECT_PARAM);
        return params;
      },
      { replace: true },
    );

  if (projects.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-14 text-sm text-zinc-400">
        <Spinner />
        {t('projectPicker.loading')}
      </div>
    );
  }
  if (projects.isError) {
    return (
      <ErrorState
        titleAs="h2"
        title={t('projectPicker.errorTitle')}
        body={t('projectPicker.errorBody')}
        retryLabel={t('projectPicker.retry')}
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
      />
    );
  }
  if (projects.items.length === 0) {
    return (
      <EmptyPanel
        icon={FolderPlus}
        titleAs="h2"
        title={t('projectPicker.emptyTitle')}
        body={t(`projectPicker.emptyBody.${tab}`)}
        action={<NewProjectButton />}
      />
    );
  }

  // A project that is gone (deleted, or access removed) reads as no choice.
  const project =
    projects.items.find((candidate) => candidate.id === wantedId) ??
    (wanted.data?.id === wantedId ? wanted.data : null);
  return (
    <div className="flex flex-col gap-6">
      <StudioProjectPicker
        projects={projects.items}
        selected={project}
        onSelect={selectProject}
        more={projects}
      />
      {project ? (
        <ProjectTabContent tab={tab} project={project} />
      ) : (
        <EmptyPanel
          icon={FolderOpen}
          titleAs="h2"
          title={t('projectPicker.chooseTitle')}
          body={t(`projectPicker.chooseBody.${tab}`)}
        />
      )}
    </div>
  );
}

function ProjectTabContent({ tab, project }: { tab: StudioProjectTabName; project: Project }) {
  switch (tab) {
    case 'lyrics':
      return (
        <Card as="section" padding="wide" aria-label={project.title}>
          <LyricsTab project={project} />
        </Card>
      );
    case 'collaboration':
      return <CollaboratorsTab key={project.id} project={project} />;
    case 'credits':
      return <CreditsTab key={project.id} project={project} />;
    case 'splits':
      return <SplitsTab key={project.id} project={project} />;
    case 'details':
      return <DetailsTab key={project.id} project={project} />;
  }
}
