import { Ban, HardDrive, KeyRound, RotateCcw, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { formatCount } from './format';
import { StatusBadge } from './status-badge';
import { cellClass, headerCellClass, iconButtonClass, tableClass } from './styles';

export type UserAction = 'role' | 'status' | 'resetLink' | 'storage' | 'delete';

interface UsersTableProps {
  users: AdminUser[];
  /** The signed-in administrator: their own row offers no actions (the server refuses them). */
  selfId: string | undefined;
  onAction: (user: AdminUser, action: UserAction) => void;
}

/** Name, Email, Role, Status, Projects and the actions of each account. */
export function UsersTable({ users, selfId, onAction }: UsersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const columns = ['name', 'email', 'role', 'status', 'projects', 'actions'] as const;
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{t('users.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headerCellClass}>
                {t(`users.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === selfId;
            const suspended = user.status === 'suspended';
            const StatusIcon = suspended ? RotateCcw : Ban;
            return (
              <tr key={user.id}>
                <th scope="row" className={`${cellClass} font-medium text-white`}>
                  {user.name}
                  {self && <span className="ml-2 text-xs text-zinc-400">{t('users.you')}</span>}
                </th>
                <td className={`${cellClass} [overflow-wrap:anywhere]`}>{user.email}</td>
                <td className={cellClass}>{t(`roles.${user.role}`)}</td>
                <td className={cellClass}>
                  <StatusBadge status={user.status} />
                </td>
                <td className={cellClass}>{formatCount(user.projects, i18n.resolvedLanguage)}</td>
                <td className={cellClass}>
                  <div className="flex gap-1">
                    <button
                      type="button"
                      disabled={self}
                      className={iconButtonClass}
                      aria-label={t('users.actions.role', { name: user.name })}
                      title={t('users.actions.role', { name: user.name })}
                      onClick={() => onAction(user, 'role')}
                    >
                      <ShieldCheck className="h-4 w-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      disabled={self}
                      className={iconButtonClass}
                      aria-label={t(
                        suspended ? 'users.actions.reactivate' : 'users.actions.suspend',
                        {
                          name: user.name,
                        },
                      )}
                      title={t(suspended ? 'users.actions.reactivate' : 'users.actions.suspend', {
                        name: user.name,
                      })}
                      onClick={() => onAction(user, 'status')}
                    >
                      <StatusIcon className="h-4 w-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass}
                      aria-label={t('users.actions.resetLink', { name: user.name })}
                      title={t('users.actions.resetLink', { name: user.name })}
                      onClick={() => onAction(user, 'resetLink')}
                    >
                      <KeyRound className="h-4 w-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={iconButtonClass}
                      aria-label={t('users.actions.storage', { name: user.name })}
                      title={t('users.actions.storage', { name: user.name })}
                      onClick={() => onAction(user, 'storage')}
                    >
                      <HardDrive className="h-4 w-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      disabled={self}
                      className={`${iconButtonClass} hover:text-red-300`}
                      aria-label={t('users.actions.delete', { name: user.name })}
                      title={t('users.actions.delete', { name: user.name })}
                      onClick={() => onAction(user, 'delete')}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
