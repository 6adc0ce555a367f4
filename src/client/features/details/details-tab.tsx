import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/permissions';
import type { Project } from '../../../shared/schemas/projects';
import { ErrorState } from '../../components/ui/error-state';
import { PanelListSkeleton } from '../../components/ui/panel-card';
import { useProjectDetails } from './api/details';
import { DetailsForm } from './components/details-form';
import { DetailsReadOnly } from './components/details-read-only';

/**
 * The project page's Details tab (part 2 §2): basic, musical, release, legal and additional
 * song information. The owner edits it with auto-save; everyone else on the project reads it.
 */
export function DetailsTab({ project }: { project: Project }) {
  const { t } = useTranslation('details');
  const details = useProjectDetails(project.id);

  if (details.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('loading')}</span>
        <PanelListSkeleton rows={5} />
      </div>
    );
  }
  if (details.isError) {
    return (
      <ErrorState
        titleAs="h2"
        title={t('loadFailed')}
        body={t('loadFailedBody')}
        retryLabel={t('common:retry')}
        retrying={details.isFetching}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return can(project.role, 'details.write') ? (
    <DetailsForm key={project.id} projectId={project.id} details={details.data} />
  ) : (
    <DetailsReadOnly details={details.data} />
  );
}
