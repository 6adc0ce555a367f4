import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FOLDER_NAME_MAX, type Folder } from '../../../../shared/schemas/folders';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useCreateFolder, useRenameFolder } from '../api/folders';
import { folderNameProblem, isFolderNameTaken } from '../lib/folder-rules';

interface FolderNameDialogProps {
  /** The folder to rename; without one the dialog creates a folder. */
  folder?: Folder | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "New folder" and "Rename folder": one name field, checked as the server checks it. */
export function FolderNameDialog({ folder, open, onOpenChange }: FolderNameDialogProps) {
  const { t } = useTranslation('folders');
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const pending = create.isPending || rename.isPending;
  const mode = folder ? 'rename' : 'create';
  const [takenName, setTakenName] = useState<string | null>(null);
  const handleOpenChange = (next: boolean) => {
    if (pending) return;
    setTakenName(null);
    onOpenChange(next);
  };

  const handleSave = (name: string) => {
    const done = {
      onSuccess: (saved: Folder) => {
        toast.success(t(`${mode}.done`, { name: saved.name }));
        setTakenName(null);
        onOpenChange(false);
      },
      onError: (error: Error) => {
        if (isFolderNameTaken(error)) setTakenName(name);
        else
          toast.error(t(`${mode}.failed`), {
            description: error instanceof ApiError ? error.shownMessage : t('tryAgain'),
          });
      },
    };
    if (folder) rename.mutate({ id: folder.id, name }, done);
    else create.mutate({ name }, done);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title={t(`${mode}.title`)}
        description={
          folder ? t('rename.description', { name: folder.name }) : t('create.description')
        }
        closeLabel={t('common:close')}
        closeDisabled={pending}
      >
        {/* Each opening starts from the stored name. */}
        {open && (
          <FolderNameForm
            initial={folder?.name ?? ''}
            pending={pending}
            submitLabel={t(`${mode}.submit`)}
            takenName={takenName}
            onSubmit={handleSave}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface FolderNameFormProps {
  initial: string;
  pending: boolean;
  submitLabel: string;
  /** The name the server refused as taken (its error shows while the field still holds it). */
  takenName: string | null;
  onSubmit: (name: string) => void;
}

function FolderNameForm({
  initial,
  pending,
  submitLabel,
  takenName,
  onSubmit,
}: FolderNameFormProps) {
  const { t } = useTranslation('folders');
  const id = useId();
  const [name, setName] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problem = folderNameProblem(name);
  const trimmed = name.trim();
  const error =
    submitted && problem
      ? t(`nameField.${problem}`, { max: FOLDER_NAME_MAX })
      : takenName !== null && takenName === trimmed
        ? t('nameField.taken')
        : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || pending) return;
    if (trimmed === initial) return;
    onSubmit(trimmed);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-6">
      <TextField
        id={`${id}-name`}
        label={t('nameField.label')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={FOLDER_NAME_MAX}
        autoComplete="off"
        autoFocus
        required
        error={error}
        announceError
      />
      <DialogActions
        actionLabel={submitLabel}
        pendingLabel={t('saving')}
        pending={pending}
        actionDisabled={initial !== '' && trimmed === initial}
      />
    </form>
  );
}
