import { isIP } from 'node:net';

// The forms a few environment variables take beyond a number or a word, read by config.ts's
// schema: the backup key and the proxies to trust.

/** A 32-byte key written as 64 hex digits or as base64 (padded or not); null when neither. */
export function parseBackupKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** TRUST_PROXY as Fastify takes it: no proxy, a hop count, or proxy addresses and ranges. */
export type TrustedProxies = false | number | string[];

/** proxy-addr's names for the private ranges, accepted in the list like addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY's value, or null when it is none of: `false`/`0` (no proxy), a hop count (`true`
 * reads as 1, the one reverse proxy most installs have), or a comma-separated list of addresses,
 * CIDR ranges and proxy-addr's range names.
 */
export function parseTrustProxy(text: string): TrustedProxies | null {
  const value = text.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
