import type { SiteInfo } from '../../../shared/schemas/admin.js';
import type { AppConfig } from '../../config.js';
import type { DbExecutor } from '../../db/client.js';
import { smtpUrlOf } from '../../mail/configured-mailer.js';
import { readSystemSettings } from '../settings/index.js';

/** What the public facts need of the server's own settings. */
export type SiteConfig = Pick<AppConfig, 'smtpUrl'>;

/**
 * How long a read of the site settings is reused. Every /api request consults maintenance
 * mode, and a query per request would halve PGlite's throughput (DESIGN §9); a change made
 * on this server is seen at once (the cache is dropped), one made by another server process
 * within this time.
 */
export const SITE_INFO_TTL_MS = 5_000;

interface CachedSiteInfo {
  value: Promise<SiteInfo>;
  expiresAt: number;
}

// One entry per database handle, so every test app (its own database) has its own.
const cache = new WeakMap<object, CachedSiteInfo>();

async function loadSiteInfo(db: DbExecutor, config: SiteConfig): Promise<SiteInfo> {
  const s = await readSystemSettings(db);
  return {
    siteName: s.siteName,
    allowRegistration: s.allowRegistration,
    maintenanceMode: s.maintenanceMode,
    featuredContent: s.featuredContent,
    enableNotifications: s.enableNotifications,
    maxUploadBytes: Math.floor(s.maxUploadSize * 1024 * 1024),
    // The same order the mailer follows: the console's SMTP server, else SMTP_URL.
    emailConfigured: smtpUrlOf(s) !== null || Boolean(config.smtpUrl),
  };
}

/** The public site settings, read at most once per SITE_INFO_TTL_MS. */
export function siteInfo(db: DbExecutor, config: SiteConfig, now = Date.now()): Promise<SiteInfo> {
  const cached = cache.get(db);
  if (cached && cached.expiresAt > now) return cached.value;
  const value = loadSiteInfo(db, config);
  cache.set(db, { value, expiresAt: now + SITE_INFO_TTL_MS });
  // A failed read is not remembered: the next request asks the database again.
  value.catch(() => cache.delete(db));
  return value;
}

/** Forget the cached settings (after the administrator changed them). */
export function forgetSiteInfo(db: DbExecutor): void {
  cache.delete(db);
}
