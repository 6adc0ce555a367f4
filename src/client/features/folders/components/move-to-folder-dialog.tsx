import { FolderInput, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { useFolders } from '../api/folders';
import { isFolderChange, type FolderChoice } from '../lib/folder-rules';
import { useFileProjectWithToast } from './use-file-project-with-toast';
import { Radio } from '../../../components/ui/choice';

/** What the dialog needs of a project: which it is and where it sits now. */
export interface FolderedProject {
  id: string;
  title: string;
  folderId: string | null;
}

interface MoveToFolderDialogProps {
  /** The project to file; the dialog is closed while null. */
  project: FolderedProject | null;
  onClose: () => void;
}

/**
 * "Move to folder…": the keyboard's way to file a project (the same as dragging its card onto a
 * folder): one of the profile's folders, or "No folder" to take it out.
 */
export function MoveToFolderDialog({ project, onClose }: MoveToFolderDialogProps) {
  const { t } = useTranslation('folders');
  const fileProject = useFileProjectWithToast();
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => !open && !fileProject.isPending && onClose()}
    >
      <DialogContent
        width="md"
        title={t('move.title')}
        description={project ? t('move.description', { title: project.title }) : undefined}
        closeLabel={t('common:close')}
        closeDisabled={fileProject.isPending}
      >
        {project && (
          <MoveToFolderForm
            key={project.id}
            project={project}
            pending={fileProject.isPending}
            onMove={(folderId) => fileProject.file(project, folderId, onClose)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface MoveToFolderFormProps {
  project: FolderedProject;
  pending: boolean;
  onMove: (folderId: FolderChoice) => void;
}

function MoveToFolderForm({ project, pending, onMove }: MoveToFolderFormProps) {
  const { t } = useTranslation('folders');
  const name = useId();
  const folders = useFolders();
  const [choice, setChoice] = useState<FolderChoice>(project.folderId);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && isFolderChange(project.folderId, choice)) onMove(choice);
  };
  const options: { id: FolderChoice; label: string }[] = [
    { id: null, label: t('move.noFolder') },
    ...folders.items.map((folder) => ({ id: folder.id, label: folder.name })),
  ];

  return (
    <form onSubmit={handleSubmit} className="mt-5 space-y-5">
      <fieldset>
        <legend className="sr-only">{t('move.legend')}</legend>
        <div className="max-h-72 space-y-1 overflow-y-auto rounded-xl border border-zinc-800 p-1.5">
          {options.map((option) => (
            <label
              key={option.id ?? 'none'}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-zinc-200 hover:bg-zinc-800 has-[:checked]:bg-brand-600/15 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400"
            >
              <Radio
                name={name}
                checked={choice === option.id}
                onChange={() => setChoice(option.id)}
                className="h-4 w-4 focus:outline-none"
              />
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              {option.id === project.folderId && (
                <span className="shrink-0 text-xs text-zinc-400">{t('move.current')}</span>
              )}
            </label>
          ))}
          {folders.isLoading && (
            <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-zinc-400">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              {t('move.loading')}
            </p>
          )}
          <NamespacedListFooter list={folders} namespace="folders" autoLoad={false} />
        </div>
        {!folders.isLoading && folders.items.length === 0 && (
          <p className="mt-3 text-sm text-zinc-400">
            {folders.isError ? t('move.loadFailed') : t('move.noFolders')}{' '}
            <Link to="/folders" className="font-medium text-brand-400 hover:underline">
              {t('move.manage')}
            </Link>
          </p>
        )}
      </fieldset>
      <DialogActions
        actionLabel={t('move.submit')}
        pendingLabel={t('move.pending')}
        pending={pending}
        actionDisabled={!isFolderChange(project.folderId, choice)}
        actionIcon={FolderInput}
      />
    </form>
  );
}
