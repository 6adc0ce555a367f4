import type { PlayReport } from '../../../shared/schemas/analytics';
import { isSharedTrack, type FinishedPlay } from './play-counter';
import type { PlayerTrack } from './player-types';

/** The schema's ceiling on seconds heard (a day). */
const MAX_REPORTED_SECONDS = 86_400;

/**
 * Where a counted play of `track` is reported, or null when it is not: a public page's token
 * route (anyone may report there), the signed-in route for the person's own and shared
 * projects' songs, nothing for a private share link's songs (their receipts say it) or for a
 * signed-out listener elsewhere.
 */
export function playReportUrl(track: PlayerTrack, signedIn: boolean): string | null {
  if (track.playsUrl) return track.playsUrl;
  if (!signedIn || isSharedTrack(track)) return null;
  return `/api/audio/${encodeURIComponent(track.id)}/plays`;
}

/** The body of a play report (`playReportSchema`): whole seconds heard and whether it ended. */
export function playReportBody(play: FinishedPlay): PlayReport {
  const seconds = Math.min(MAX_REPORTED_SECONDS, Math.max(0, Math.round(play.seconds)));
  return { seconds, completed: play.completed };
}

/**
 * Sends a report. While the page stays, a keepalive request; as the page goes, a beacon, which
 * the browser delivers after the page is gone. The answer is not needed: the server refuses a
 * second play of a song within 30 s (429), and a play lost now and then stops no music.
 */
export function sendPlayReport(
  url: string,
  report: PlayReport,
  how: 'request' | 'beacon',
): Promise<boolean> {
  const body = JSON.stringify(report);
  if (how === 'beacon' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) {
        return Promise.resolve(true);
      }
    } catch {
      // A browser that refuses a JSON beacon (older Chromium): the keepalive request below.
    }
  }
  return fetch(url, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body,
  }).then(
    (response) => response.ok,
    () => false,
  );
}
