import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ROLES } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteUser, useUpdateUser } from '../api/users';
import { AdminDialog } from './admin-dialog';
import { userActionOutcome } from './user-action-outcome';
import { ResetLinkDialog } from './reset-link-dialog';
import { SelectField } from './form-fields';
import { StorageLimitDialog } from './storage-limit-dialog';
import { DialogActions } from '../../../components/ui/dialog';
import type { UserAction } from './users-table';

interface DialogProps {
  user: AdminUser;
  onClose: () => void;
}

function RoleDialog({ user, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const [role, setRole] = useState<string>(user.role);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: user.id, role: role as AdminUser['role'] },
      userActionOutcome(
        t,
        () => t('users.roleChanged', { name: user.name, role: t(`roles.${role}`) }),
        onClose,
      ),
    );
  };
  return (
    <AdminDialog
      open
      onOpenChange={onClose}
      pending={update.isPending}
      title={t('users.roleDialog.title', { name: user.name })}
      description={t('users.roleDialog.description')}
    >
      <form onSubmit={handleSubmit} className="space-y-5">
        <SelectField
          id="admin-user-role"
          label={t('users.columns.role')}
          value={role}
          onChange={setRole}
          options={ACCOUNT_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
        <DialogActions actionLabel={t('users.roleDialog.save')} pending={update.isPending} />
      </form>
    </AdminDialog>
  );
}

function StatusDialog({ user, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const suspending = user.status !== 'suspended';
  const key = suspending ? 'suspendDialog' : 'reactivateDialog';
  const handleConfirm = () =>
    update.mutate(
      { id: user.id, status: suspending ? 'suspended' : 'active' },
      userActionOutcome(t, () => t(`users.${key}.done`, { name: user.name }), onClose),
    );
  return (
    <AdminDialog
      open
      onOpenChange={onClose}
      pending={update.isPending}
      title={t(`users.${key}.title`, { name: user.name })}
      description={t(`users.${key}.description`)}
    >
      <DialogActions
        actionLabel={t(`users.${key}.confirm`)}
        pending={update.isPending}
        actionVariant={suspending ? 'danger' : 'primary'}
        onAction={handleConfirm}
      />
    </AdminDialog>
  );
}

function DeleteDialog({ user, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      icon={Trash2}
      open
      onOpenChange={onClose}
      title={t('users.deleteDialog.title', { name: user.name })}
      body={t('users.deleteDialog.body')}
      detail={user.email}
      labels={{
        confirm: t('users.deleteDialog.confirm'),
        pending: t('users.deleteDialog.pending'),
      }}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          user.id,
          userActionOutcome(t, () => t('users.deleteDialog.done', { name: user.name }), onClose),
        )
      }
    />
  );
}

/** The dialog for the action picked in a user's row. */
export function UserActionDialog({ user, action, onClose }: DialogProps & { action: UserAction }) {
  if (action === 'role') return <RoleDialog user={user} onClose={onClose} />;
  if (action === 'status') return <StatusDialog user={user} onClose={onClose} />;
  if (action === 'resetLink') return <ResetLinkDialog user={user} onClose={onClose} />;
  if (action === 'storage') return <StorageLimitDialog user={user} onClose={onClose} />;
  return <DeleteDialog user={user} onClose={onClose} />;
}
