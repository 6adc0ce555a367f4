import type { AppConfig } from '../../config.js';

/**
 * Where links in e-mails start: PUBLIC_URL, never a request's Host header (which whoever sends
 * the request chooses: a forged Host would mail a live token to another site).
 */
export const emailLinkBase = (config: Pick<AppConfig, 'publicUrl' | 'port'>): string =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/(?<!\/)\/+$/, '');
