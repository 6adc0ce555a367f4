import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_FILTERS, type AdminUser } from '../../../../shared/schemas/admin';
import { PanelCard } from '../../../components/ui/panel-card';
import { useCurrentUser } from '../../auth/api/current-user';
import { useAdminUsers } from '../api/users';
import { AddUserDialog } from './add-user-dialog';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { ListToolbar } from './list-toolbar';
import { primaryButtonClass } from './styles';
import { TableStates } from './table-states';
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
        <button type="button" className={primaryButtonClass} onClick={() => setAdding(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          {t('users.add.button')}
        </button>
      }
    >
      <div className="space-y-4">
        <ListToolbar
          idPrefix="admin-users"
          labelledBy="admin-users-title"
          searchLabel={t('users.search')}
          searchPlaceholder={t('users.searchPlaceholder')}
          search={search}
          onSearch={setSearch}
          filterLabel={t('users.roleFilter')}
          filter={role}
          filterOptions={ROLE_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('users.allRoles') : t(`roles.${value}`),
          }))}
          onFilter={(value) => setRole(value as typeof role)}
        />
        <TableStates
          query={users}
          count={users.data ? users.items.length : undefined}
          emptyTitle={t('users.empty')}
          errorTitle={t('users.error')}
        />
        {users.items.length > 0 && (
          <>
            <UsersTable
              users={users.items}
              selfId={me?.accountId}
              onAction={(user, action) => setPicked({ user, action })}
            />
            <NamespacedListFooter list={users} namespace="admin" />
          </>
        )}
      </div>
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
