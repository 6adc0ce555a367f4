import { FolderX, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Folder } from '../../../shared/schemas/folders';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { BackLink, PageMessage } from '../../components/ui/page-message';
import { PageSpinner } from '../../components/ui/page-spinner';
import { RetryButton } from '../../components/ui/retry-button';
import { DeleteFolderDialog, FolderNameDialog, useFolder } from '../folders';
import { ProjectsSection } from './components/projects-section';

/** /folders/:id: one folder's projects (the projects list, filtered by it), rename and delete. */
export function FolderPage() {
  const { t } = useTranslation('folders');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const found = useFolder(id);
  const [renaming, setRenaming] = useState(false);
  // The folder being deleted stays on screen (with its dialog) until the answer arrives: the
  // refetch after the delete drops it from the list before the dialog hears of the success.
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const folder = found.folder ?? deleting;
  const { isError, isFetching, refetch } = found;
  const backLink = <BackLink to="/folders" label={t('folder.back')} look="plain" />;

  if (!folder && found.isLoading) return <PageSpinner />;
  if (!folder) {
    return (
      <PageMessage
        icon={FolderX}
        tone="muted"
        title={isError ? t('error.title') : t('folder.notFound')}
        body={isError ? t('error.body') : t('folder.notFoundBody')}
        actions={
          <>
            {isError && (
              <RetryButton
                label={t('common:retry')}
                retrying={isFetching}
                onRetry={() => void refetch()}
              />
            )}
            {backLink}
          </>
        }
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <title>{`${folder.name} · ${t('common:appName')}`}</title>
      <header className="space-y-4">
        {backLink}
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-white [overflow-wrap:anywhere] sm:text-3xl">
              {folder.name}
            </h1>
            <p className="mt-1 text-sm text-zinc-400">
              {t('tile.count', { count: folder.projectCount })}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t('folder.rename')}
            </Button>
            <Button variant="danger-outline" onClick={() => setDeleting(folder)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('folder.delete')}
            </Button>
          </div>
        </div>
      </header>
      <ProjectsSection
        headingId="folder-projects-heading"
        heading={t('folder.projectsHeading')}
        fixedFolder={folder.id}
      />
      <FolderNameDialog folder={folder} open={renaming} onOpenChange={setRenaming} />
      <DeleteFolderDialog
        folder={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate('/folders', { replace: true })}
      />
    </div>
  );
}
