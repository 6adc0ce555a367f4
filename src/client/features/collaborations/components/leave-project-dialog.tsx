import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { useLeaveProject } from '../api/invitations';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface LeaveProjectDialogProps {
  /** The project to leave; null keeps the dialog closed. */
  project: { id: string; title: string } | null;
  onOpenChange: (open: boolean) => void;
  /** After leaving, before the project's cached data is dropped (e.g. navigate away). */
  onLeft?: (projectId: string) => void;
}

/** Confirms leaving a project the person does not own, then leaves it (part 2 §4, §8). */
export function LeaveProjectDialog({ project, onOpenChange, onLeft }: LeaveProjectDialogProps) {
  const { t } = useTranslation('collaborations');
  // Said from the mutation itself: the list or page holding this dialog may be gone by then.
  const leave = useLeaveProject((projectId) => {
    toast.success(t('leave.left'), {
      description: project ? t('leave.leftBody', { project: project.title }) : undefined,
    });
    onOpenChange(false);
    onLeft?.(projectId);
  });

  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title={t('leave.title')}
      body={t('leave.body', { project: project?.title ?? '' })}
      labels={{ confirm: t('leave.confirm'), pending: t('leave.leaving') }}
      pending={leave.isPending}
      onConfirm={() =>
        project &&
        leave.mutate(project.id, {
          onError: () => toast.error(t('leave.failedTitle'), { description: t('leave.failed') }),
        })
      }
    />
  );
}
