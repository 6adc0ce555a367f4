import {
  RELEASE_DELIVERED_LOCKED,
  RELEASE_ISRC_TAKEN,
  RELEASE_NOT_FOUND,
  RELEASE_SLUG_TAKEN,
  RELEASE_UPC_TAKEN,
} from '../../../shared/schemas/releases.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';

export const releaseNotFound = () => notFound(RELEASE_NOT_FOUND);
export const deliveredLocked = () => conflict(RELEASE_DELIVERED_LOCKED);

/** The unique index a violation names (drivers put it on the error or its cause). */
function violatedIndex(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Object; depth += 1) {
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    if (typeof constraint === 'string') return constraint;
    if (typeof message === 'string' && message.includes('_idx')) return message;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** A unique violation of releases and their recordings as the 409 it means; else the error. */
export function releaseConflict(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const index = violatedIndex(error);
  if (index.includes('releases_slug_idx')) return conflict(RELEASE_SLUG_TAKEN);
  if (index.includes('releases_upc_by_owner_idx')) return conflict(RELEASE_UPC_TAKEN);
  if (index.includes('audio_files_isrc_by_owner_idx')) return conflict(RELEASE_ISRC_TAKEN);
  return error;
}

/** Runs `work`, answering a unique violation with its 409. */
export async function withReleaseConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw releaseConflict(error);
  }
}
