import { useMutation } from '@tanstack/react-query';
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
} from '../../../../shared/schemas/password-reset';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always the same 202, whether or not the e-mail has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', input),
  });
}

/** POST /api/auth/reset-password: sets the new password; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<void>('POST', '/api/auth/reset-password', input),
  });
}
