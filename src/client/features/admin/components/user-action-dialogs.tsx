import { Loader2, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { ACCOUNT_ROLES } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser, useUpdateUser } from '../api/users';
import { AdminDialog } from './admin-dialog';
import { ResetLinkDialog } from './reset-link-dialog';
import { SelectField } from './form-fields';
import { StorageLimitDialog } from './storage-limit-dialog';
import { primaryButtonClass, secondaryButtonClass } from './styles';
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
      {
        onSuccess: () => {
          toast.success(t('users.roleChanged', { name: user.name, role: t(`roles.${role}`) }));
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, t('users.actionFailed'))),
      },
    );
  };
  return (
    <AdminDialog
      open
      onOpenChange={onClose}
      pending={update.isPending}
      title={t('users.roleDialog.title', { name: user.name })}
      description={t('users.roleDialog.description')}
      closeLabel={t('common:close')}
    >
      <form onSubmit={handleSubmit} className="space-y-5">
        <SelectField
          id="admin-user-role"
          label={t('users.columns.role')}
          value={role}
          onChange={setRole}
          options={ACCOUNT_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className={primaryButtonClass} disabled={update.isPending}>
            {update.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {t('users.roleDialog.save')}
          </button>
        </div>
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
      {
        onSuccess: () => {
          toast.success(t(`users.${key}.done`, { name: user.name }));
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, t('users.actionFailed'))),
      },
    );
  return (
    <AdminDialog
      open
      onOpenChange={onClose}
      pending={update.isPending}
      title={t(`users.${key}.title`, { name: user.name })}
      description={t(`users.${key}.description`)}
      closeLabel={t('common:close')}
    >
      <div className="flex justify-end gap-3">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t('common:cancel')}
        </button>
        <button
          type="button"
          onClick={handleConfirm}
          disabled={update.isPending}
          className={
            suspending ? `${primaryButtonClass} bg-red-600 hover:bg-red-700` : primaryButtonClass
          }
        >
          {update.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {t(`users.${key}.confirm`)}
        </button>
      </div>
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
        cancel: t('common:cancel'),
        confirm: t('users.deleteDialog.confirm'),
        pending: t('users.deleteDialog.pending'),
      }}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success(t('users.deleteDialog.done', { name: user.name }));
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error, t('users.actionFailed'))),
        })
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
