import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminUser,
  type AdminUserCreate,
  type AdminUserCreated,
  type AdminUserUpdate,
  type AdminUsersQuery,
} from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { useSearchedAdminList } from './overview';
import { useCreateMutation } from '../../../lib/use-create-mutation';

const USERS_URL = '/api/admin/users';

/** GET /api/admin/users?search=&role=&limit=: pages, newest first, searched on the server. */
export const useAdminUsers = ({ search = '', role = 'all' }: AdminUsersQuery) =>
  useSearchedAdminList<AdminUser>(USERS_URL, { search, role });

/** Users changed: the table, the cards and the activity list are read again. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [USERS_URL, '/api/admin/summary', '/api/admin/activity', '/api/admin/analytics'].map((url) =>
        queryClient.invalidateQueries({ queryKey: [url] }),
      ),
    );
}

/** PATCH /api/admin/users/{id} {role?, status?} */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, ...change }: AdminUserUpdate & { id: string }) =>
      apiRequest<AdminUser>('PATCH', `${USERS_URL}/${id}`, change),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/users/{id} */
export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${USERS_URL}/${id}`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users: the account, and an e-mailed link to choose a password. */
export function useAddUser() {
  const refresh = useRefreshUsers();
  return useCreateMutation({
    mutationFn: (input: AdminUserCreate, idempotencyKey) =>
      apiRequest<AdminUserCreated>('POST', USERS_URL, input, { idempotencyKey }),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/users/{id}/storage-limit {storageLimitMb}: MB for this person, null for the plan's. */
export function useSetStorageLimit() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, storageLimitMb }: { id: string; storageLimitMb: number | null }) =>
      apiRequest<{ storageLimitMb: number | null }>('PUT', `${USERS_URL}/${id}/storage-limit`, {
        storageLimitMb,
      }),
    onSuccess: refresh,
  });
}
