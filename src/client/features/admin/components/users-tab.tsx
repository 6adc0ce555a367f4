import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_FILTERS, type AdminUser } from '../../../../shared/schemas/admin';
import { PanelCard } from '../../../components/ui/panel-card';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { useAdminUsers } from '../api/users';
import { AddUserDialog } from './add-user-dialog';
import { AdminListFrame } from './admin-list-frame';
import { Button } from '../../../components/ui/button';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { UserActionDialog } from './user-action-dialogs';
import { UsersTable, type UserAction } from './users-table';

/** Users tab: search, role filter, the accounts table with its actions, Add User. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { user: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<(typeof ROLE_FILTERS)[number]>('all');
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<{ user: AdminUser; action: UserAction } | null>(null);
  const users = useAdminUsers({
    search: useDebouncedValue(search.trim(), LIST_SEARCH_DEBOUNCE_MS),
    role,
  });

  return (
    <PanelCard
      id="admin-users-title"
      title={t('users.title')}
      icon={Users}
      aside={
        <Button onClick={() => setAdding(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          {t('users.add.button')}
        </Button>
      }
    >
      <AdminListFrame
        section="users"
        search={search}
        onSearch={setSearch}
        filter={{
          label: t('users.roleFilter'),
          value: role,
          options: ROLE_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('users.allRoles') : t(`roles.${value}`),
          })),
          onChange: (value) => setRole(value as typeof role),
        }}
        list={users}
      >
        <UsersTable
          users={users.items}
          selfId={me?.accountId}
          onAction={(user, action) => setPicked({ user, action })}
        />
      </AdminListFrame>
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      {picked && (
        <UserActionDialog
          user={picked.user}
          action={picked.action}
          onClose={() => setPicked(null)}
        />
      )}
    </PanelCard>
  );
}
