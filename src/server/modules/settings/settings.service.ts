import { DEFAULT_MAX_UPLOAD_MB } from '../../../shared/constants.js';
import { SYSTEM_SETTING_DEFAULTS, type SystemSettings } from '../../../shared/schemas/admin.js';
import type { DbExecutor } from '../../db/client.js';
import { readSetting, readSettings, writeSettings } from './settings.repository.js';

/** Setting keys as the admin console stores them (spec part 1 §3 "System settings"). */
export const SETTING_KEYS = {
  siteName: 'siteName',
  maxUploadSize: 'maxUploadSize',
  storageLimitMb: 'storageLimitMb',
  allowRegistration: 'allowRegistration',
  enableNotifications: 'enableNotifications',
  maintenanceMode: 'maintenanceMode',
  featuredContent: 'featuredContent',
  smtpHost: 'smtpHost',
  smtpPort: 'smtpPort',
  smtpUser: 'smtpUser',
  smtpPassword: 'smtpPassword',
} as const;

/** Every setting as the server uses it, the SMTP password included (never sent to a client). */
export type StoredSystemSettings = Omit<SystemSettings, 'smtpPasswordSet'> & {
  smtpPassword: string;
};

const BYTES_PER_MB = 1024 * 1024;

/** A positive number of megabytes from a stored value (a number or a numeric string), else null. */
export function parseMegabytes(value: unknown): number | null {
  const megabytes =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(megabytes) && megabytes > 0 ? megabytes : null;
}

const asBoolean = (value: unknown, fallback: boolean) =>
  typeof value === 'boolean' ? value : fallback;
const asText = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** Stored values over the defaults; a value of the wrong type counts as never set. */
export function withDefaults(stored: Map<string, unknown>): StoredSystemSettings {
  const d = SYSTEM_SETTING_DEFAULTS;
  const k = SETTING_KEYS;
  const port = Number(stored.get(k.smtpPort));
  return {
    siteName: asText(stored.get(k.siteName), d.siteName).trim() || d.siteName,
    maxUploadSize: parseMegabytes(stored.get(k.maxUploadSize)) ?? d.maxUploadSize,
    storageLimitMb: parseMegabytes(stored.get(k.storageLimitMb)) ?? d.storageLimitMb,
    allowRegistration: asBoolean(stored.get(k.allowRegistration), d.allowRegistration),
    enableNotifications: asBoolean(stored.get(k.enableNotifications), d.enableNotifications),
    maintenanceMode: asBoolean(stored.get(k.maintenanceMode), d.maintenanceMode),
    featuredContent: asBoolean(stored.get(k.featuredContent), d.featuredContent),
    smtpHost: asText(stored.get(k.smtpHost), d.smtpHost),
    smtpPort: Number.isInteger(port) && port > 0 && port < 65536 ? port : d.smtpPort,
    smtpUser: asText(stored.get(k.smtpUser), d.smtpUser),
    smtpPassword: asText(stored.get(k.smtpPassword), ''),
  };
}

/** Every administrator setting in one query, defaults filled in. */
export async function readSystemSettings(db: DbExecutor): Promise<StoredSystemSettings> {
  return withDefaults(await readSettings(db, Object.values(SETTING_KEYS)));
}

/** Stores the given settings; keys not given keep their value. */
export async function writeSystemSettings(
  db: DbExecutor,
  values: Partial<StoredSystemSettings>,
): Promise<void> {
  await writeSettings(db, values);
}

async function readBoolean(db: DbExecutor, key: keyof typeof SETTING_KEYS, fallback: boolean) {
  return asBoolean(await readSetting(db, SETTING_KEYS[key]), fallback);
}

/** Whether people may create accounts themselves (Allow Registration). */
export const isRegistrationAllowed = (db: DbExecutor) =>
  readBoolean(db, 'allowRegistration', SYSTEM_SETTING_DEFAULTS.allowRegistration);

/** Whether new notifications are created at all (Enable Notifications). */
export const areNotificationsEnabled = (db: DbExecutor) =>
  readBoolean(db, 'enableNotifications', SYSTEM_SETTING_DEFAULTS.enableNotifications);

/** The per-file audio upload cap in MB: the admin's `maxUploadSize`, else the default (100). */
export async function getMaxUploadMegabytes(db: DbExecutor): Promise<number> {
  return parseMegabytes(await readSetting(db, SETTING_KEYS.maxUploadSize)) ?? DEFAULT_MAX_UPLOAD_MB;
}

/** The per-file audio upload cap in bytes. */
export async function getMaxUploadBytes(db: DbExecutor): Promise<number> {
  return Math.floor((await getMaxUploadMegabytes(db)) * BYTES_PER_MB);
}
