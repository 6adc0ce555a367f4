import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** The minutes to wait of a 429 `rateLimited` answer (its `retryAfter` seconds), else null. */
export function rateLimitMinutes(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  try {
    const body = JSON.parse(error.body) as { code?: unknown; retryAfter?: unknown };
    if (body.code !== 'rateLimited' || typeof body.retryAfter !== 'number') return null;
    return Math.max(1, Math.ceil(body.retryAfter / 60));
  } catch {
    return null;
  }
}

/**
 * The text to show for a failed auth request: a rate limit in the reader's language, else the
 * server's message, else the given fallback; fetch itself failing (no reply at all) is a
 * connection problem (part 1 §8).
 */
export function requestErrorText(error: unknown, t: TFunction<'auth'>, fallback: string): string {
  const minutes = rateLimitMinutes(error);
  if (minutes !== null) return t('errors.rateLimited', { count: minutes });
  if (error instanceof ApiError) return error.shownMessage || fallback;
  if (error instanceof TypeError) return t('errors.connection');
  return fallback;
}
