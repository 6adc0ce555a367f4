import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/notify';
import { NEW_PROJECT_DESCRIPTION } from '../../../shared/constants';
import { useCreateProject } from '../../lib/queries/projects';
import { projectTitleDate } from './lib/new-project-title';

/**
 * Creates a project with the name the person gave (the "New project" dialog, issue 25 item 9)
 * and opens its audio tab (part 2 §2). `onCreated` runs before navigating (e.g. to close the
 * dialog and the navigation drawer).
 */
export function useCreateNewProject(onCreated?: () => void) {
  const { t, i18n } = useTranslation('projects');
  const navigate = useNavigate();
  const create = useCreateProject();

  /** The name offered in the dialog: "New Song {date}", today in the reader's language. */
  const defaultTitle = () =>
    t('newProject.title', { date: projectTitleDate(new Date(), i18n.resolvedLanguage ?? 'en') });

  const createNewProject = (title: string) => {
    create.mutate(
      { title, description: NEW_PROJECT_DESCRIPTION },
      {
        onSuccess: (project) => {
          toast.success(t('newProject.created'), { description: project.title });
          onCreated?.();
          void navigate(`/projects/${project.id}?tab=audio`);
        },
        onError: (error) => toast.error(errorMessage(error, t('newProject.failed'))),
      },
    );
  };

  return { createNewProject, defaultTitle, isCreating: create.isPending };
}
