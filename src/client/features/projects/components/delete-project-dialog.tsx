import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import type { Project } from '../../../../shared/schemas/projects';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteProject } from '../../../lib/queries/projects';
import { forgetProjectOpened } from '../lib/last-accessed';

interface DeleteProjectDialogProps {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms deleting a project (owner only; it takes its songs and files with it). */
export function DeleteProjectDialog({ project, open, onOpenChange }: DeleteProjectDialogProps) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const remove = useDeleteProject();

  const handleDelete = () => {
    remove.mutate(project.id, {
      onSuccess: () => {
        forgetProjectOpened(window.localStorage, project.id);
        toast.success(t('delete.deleted'), {
          description: t('delete.deletedBody', { title: project.title }),
        });
        void navigate('/home');
      },
      onError: (failure) => toast.error(errorMessage(failure, t('delete.failed'))),
    });
  };

  return (
    <ConfirmDialog
      icon={Trash2}
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      body={t('delete.body', { title: project.title })}
      labels={{ confirm: t('delete.confirm'), pending: t('delete.deleting') }}
      pending={remove.isPending}
      onConfirm={handleDelete}
    />
  );
}
