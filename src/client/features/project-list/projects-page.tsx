import { useTranslation } from 'react-i18next';
import { ProjectsSection } from './components/projects-section';

/**
 * /projects (issue 16 item 3): every project the profile owns or joined, searched, sorted and
 * filtered by the server (status, owned or shared, folder), as cards or rows, a page at a time.
 */
export function ProjectsPage() {
  const { t } = useTranslation('project-list');
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${t('page.title')} · ${t('common:appName')}`}</title>
      <header>
        <h1 className="text-2xl font-bold text-white sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-zinc-400 sm:text-base">{t('page.subtitle')}</p>
      </header>
      <ProjectsSection headingId="projects-list-heading" heading={t('page.listHeading')} />
    </div>
  );
}
