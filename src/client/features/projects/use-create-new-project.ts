import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/notify';
import { NEW_PROJECT_DESCRIPTION } from '../../../shared/constants';
import { useCreateProject } from '../../lib/queries/projects';
import { projectTitleDate } from './lib/new-project-title';

/**
 * Creates "New Song {date}" / "A new song project" and opens its audio tab (part 2 §2).
 * `onCreated` runs before navigating (e.g. to close the navigation drawer).
 */
export function useCreateNewProject(onCreated?: () => void) {
  const { t, i18n } = useTranslation('projects');
  const navigate = useNavigate();
  const create = useCreateProject();

  const createNewProject = () => {
    if (create.isPending) return;
    const date = projectTitleDate(new Date(), i18n.resolvedLanguage ?? 'en');
    create.mutate(
      { title: t('newProject.title', { date }), description: NEW_PROJECT_DESCRIPTION },
      {
        onSuccess: (project) => {
          toast.success(t('newProject.created'), { description: project.title });
          onCreated?.();
          void navigate(`/projects/${project.id}?tab=audio`);
        },
        onError: () => toast.error(t('newProject.failed')),
      },
    );
  };

  return { createNewProject, isCreating: create.isPending };
}
