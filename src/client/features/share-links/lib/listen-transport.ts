import type { ListenReport } from '../../../../shared/schemas/share-links';
import type { SendReport } from './listen-reporter';

/**
 * Sends a listen report to POST /api/s/{token}/listens. While the page stays, a keepalive
 * request (its answer is not needed: a receipt lost now and then is not the listener's
 * problem); as the page goes, a beacon, which the browser delivers after the page is gone.
 */
export function listenTransport(token: string): SendReport {
  const url = `/api/s/${encodeURIComponent(token)}/listens`;
  const request = (report: ListenReport) =>
    void fetch(url, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  return (report, how) => {
    if (how === 'beacon' && typeof navigator.sendBeacon === 'function') {
      const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
      try {
        if (navigator.sendBeacon(url, body)) return;
      } catch {
        // A browser that refuses a JSON beacon (older Chromium): the keepalive request below.
      }
    }
    request(report);
  };
}
