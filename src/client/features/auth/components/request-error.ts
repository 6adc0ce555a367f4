import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * The text to show for a failed auth request: the server's message, else the given fallback;
 * fetch itself failing (no reply at all) is a connection problem (part 1 §8).
 */
export function requestErrorText(error: unknown, t: TFunction<'auth'>, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof TypeError) return t('errors.connection');
  return fallback;
}
