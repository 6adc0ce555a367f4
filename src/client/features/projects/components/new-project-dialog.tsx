import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useCreateNewProject } from '../use-create-new-project';

interface NewProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the project exists, before its page opens. */
  onCreated?: () => void;
}

/**
 * "New project" asks for a name (issue 25 item 9): prefilled with "New Song {date}" and
 * selected, so Enter accepts it and typing replaces it; Escape or Cancel creates nothing.
 */
export function NewProjectDialog({ open, onOpenChange, onCreated }: NewProjectDialogProps) {
  const { t } = useTranslation('projects');
  const { createNewProject, defaultTitle, isCreating } = useCreateNewProject(() => {
    onOpenChange(false);
    onCreated?.();
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !isCreating && onOpenChange(next)}>
      <DialogContent
        title={t('newProject.dialogTitle')}
        description={t('newProject.dialogDescription')}
        closeLabel={t('common:close')}
        closeDisabled={isCreating}
        // A click outside does not throw the name away; the second click of a double click on
        // "New project" lands there too, and must not close what the first one opened.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        {open && (
          <NewProjectForm
            initialTitle={defaultTitle()}
            creating={isCreating}
            onCreate={createNewProject}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface NewProjectFormProps {
  initialTitle: string;
  creating: boolean;
  onCreate: (title: string) => void;
}

function NewProjectForm({ initialTitle, creating, onCreate }: NewProjectFormProps) {
  const { t } = useTranslation('projects');
  const [title, setTitle] = useState(initialTitle);
  const ready = title.trim() !== '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onCreate(title.trim());
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-5">
      <TextField
        label={t('newProject.nameLabel')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        error={ready ? undefined : t('newProject.nameRequired')}
        autoComplete="off"
        autoFocus
      />
      <DialogActions
        actionLabel={t('newProject.create')}
        pendingLabel={t('newProject.creating')}
        pending={creating}
        actionDisabled={!ready}
        actionIcon={Plus}
      />
    </form>
  );
}
