import {
  Ban,
  HardDrive,
  KeyRound,
  RotateCcw,
  ShieldCheck,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { formatCount } from './format';
import { StatusBadge } from './status-badge';
import { Cell, ColumnHeader, DataTable, RowHeader } from '../../../components/ui/table';
import { IconButton } from '../../../components/ui/icon-button';

export type UserAction = 'role' | 'status' | 'resetLink' | 'storage' | 'delete';

/** A row's actions in order; the administrator's own row offers only those not marked off. */
function userActions(user: AdminUser) {
  const suspended = user.status === 'suspended';
  return [
    { action: 'role', label: 'users.actions.role', icon: ShieldCheck, offForSelf: true },
    {
      action: 'status',
      label: suspended ? 'users.actions.reactivate' : 'users.actions.suspend',
      icon: suspended ? RotateCcw : Ban,
      offForSelf: true,
    },
    { action: 'resetLink', label: 'users.actions.resetLink', icon: KeyRound, offForSelf: false },
    { action: 'storage', label: 'users.actions.storage', icon: HardDrive, offForSelf: false },
    { action: 'delete', label: 'users.actions.delete', icon: Trash2, offForSelf: true },
  ] as const satisfies readonly {
    action: UserAction;
    label: string;
    icon: LucideIcon;
    offForSelf: boolean;
  }[];
}

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
    <DataTable caption={t('users.caption')}>
      <thead>
        <tr>
          {columns.map((column) => (
            <ColumnHeader key={column}>{t(`users.columns.${column}`)}</ColumnHeader>
          ))}
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const self = user.id === selfId;
          return (
            <tr key={user.id}>
              <RowHeader>
                {user.name}
                {self && <span className="ml-2 text-xs text-zinc-400">{t('users.you')}</span>}
              </RowHeader>
              <Cell className="[overflow-wrap:anywhere]">{user.email}</Cell>
              <Cell>{t(`roles.${user.role}`)}</Cell>
              <Cell>
                <StatusBadge status={user.status} />
              </Cell>
              <Cell>{formatCount(user.projects, i18n.resolvedLanguage)}</Cell>
              <Cell>
                <div className="flex gap-1">
                  {userActions(user).map(({ action, label, icon: Icon, offForSelf }) => (
                    <IconButton
                      key={action}
                      look="table"
                      disabled={offForSelf && self}
                      className={action === 'delete' ? 'hover:text-red-300' : undefined}
                      label={t(label, { name: user.name })}
                      title={t(label, { name: user.name })}
                      onClick={() => onAction(user, action)}
                    >
                      <Icon className="h-4 w-4" aria-hidden />
                    </IconButton>
                  ))}
                </div>
              </Cell>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
