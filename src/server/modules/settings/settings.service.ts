import { DEFAULT_MAX_UPLOAD_MB } from '../../../shared/constants.js';
import type { DbExecutor } from '../../db/client.js';
import { readSetting } from './settings.repository.js';

/** Setting keys as the admin console stores them (spec part 1 §3 "System settings"). */
export const SETTING_KEYS = { maxUploadSize: 'maxUploadSize' } as const;

const BYTES_PER_MB = 1024 * 1024;

/** A positive number of megabytes from a stored value (a number or a numeric string), else null. */
export function parseMegabytes(value: unknown): number | null {
  const megabytes =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(megabytes) && megabytes > 0 ? megabytes : null;
}

/** The per-file audio upload cap in MB: the admin's `maxUploadSize`, else the default (100). */
export async function getMaxUploadMegabytes(db: DbExecutor): Promise<number> {
  return parseMegabytes(await readSetting(db, SETTING_KEYS.maxUploadSize)) ?? DEFAULT_MAX_UPLOAD_MB;
}

/** The per-file audio upload cap in bytes. */
export async function getMaxUploadBytes(db: DbExecutor): Promise<number> {
  return Math.floor((await getMaxUploadMegabytes(db)) * BYTES_PER_MB);
}
