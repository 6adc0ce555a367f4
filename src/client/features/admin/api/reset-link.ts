import { useMutation } from '@tanstack/react-query';
import type { AdminResetLink } from '../../../../shared/schemas/password-reset';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/users/{id}/reset-link: e-mails a reset link; answers it when no SMTP took it. */
export function useSendResetLink() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminResetLink>('POST', `/api/admin/users/${id}/reset-link`),
  });
}
