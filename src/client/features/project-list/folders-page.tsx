import { useTranslation } from 'react-i18next';
import { FoldersOverview } from '../folders';
import { ProjectFilingDnd } from './components/project-filing-dnd';
import { ProjectsSection } from './components/projects-section';

/**
 * /folders (issue 16 item 4): the profile's folders with their counts (create, rename, delete),
 * and under them the projects, whose cards can be dragged onto a folder (or onto "No folder");
 * each card's "Move to folder…" does the same from the keyboard.
 */
export function FoldersPage() {
  const { t } = useTranslation('folders');
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('page.title')} · ${t('common:appName')}`}</title>
      <ProjectFilingDnd>
        <FoldersOverview />
        <ProjectsSection
          headingId="folders-projects-heading"
          heading={t('page.projectsHeading')}
          draggable
        />
      </ProjectFilingDnd>
    </div>
  );
}
