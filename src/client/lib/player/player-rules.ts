import type { PlayerTrack } from './player-types';

/** Seconds the waveform slider moves per arrow key. */
export const KEYBOARD_SEEK_SECONDS = 5;

/** The song after `index`, wrapping last to first (part 2 §4); -1 for an empty list. */
export function nextIndex(index: number, length: number): number {
  if (length <= 0) return -1;
  return index < 0 ? 0 : (index + 1) % length;
}

/** The song before `index`, wrapping first to last (part 2 §4); -1 for an empty list. */
export function previousIndex(index: number, length: number): number {
  if (length <= 0) return -1;
  return index <= 0 ? length - 1 : index - 1;
}

/**
 * A shuffled play order: the song being started comes first, the others follow in random
 * order (Fisher–Yates). `random` returns [0, 1) like Math.random; tests pass their own.
 */
export function shuffleOrder<T extends { id: string }>(
  list: readonly T[],
  firstId: string | null,
  random: () => number = Math.random,
): T[] {
  const first = list.find((track) => track.id === firstId);
  const rest = list.filter((track) => track !== first);
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as T, rest[i] as T];
  }
  return first ? [first, ...rest] : rest;
}

/** Whether two lists hold the same songs in the same order. */
export function sameTrackIds(a: readonly { id: string }[], b: readonly { id: string }[]): boolean {
  return a.length === b.length && a.every((track, i) => track.id === b[i]?.id);
}

/**
 * The playlist for `play(track, list)`: the list (with the track added in front when it is
 * missing), deduplicated by id so wrap-around never plays a song twice in a row.
 */
export function playlistFor(track: PlayerTrack, list: readonly PlayerTrack[]): PlayerTrack[] {
  const seen = new Set<string>();
  const unique = list.filter((item) => !seen.has(item.id) && seen.add(item.id));
  return seen.has(track.id) ? unique : [track, ...unique];
}

export type EndAction = 'restart' | 'advance' | 'stop';

/**
 * What happens when a song ends (part 2 §4): repeat restarts it; a queued song, or playlist
 * mode with more than one song, advances; otherwise the bar stays visible and stopped.
 */
export function actionOnEnd(options: {
  isRepeating: boolean;
  isPlaylistMode: boolean;
  playlistLength: number;
  queueLength: number;
}): EndAction {
  if (options.isRepeating) return 'restart';
  if (options.queueLength > 0) return 'advance';
  if (options.isPlaylistMode && options.playlistLength > 1) return 'advance';
  return 'stop';
}

/**
 * Whether a failed song is skipped (playlist mode, part 2 §4). Once every song of the list has
 * failed in a row we stop, so a broken playlist does not cycle forever. A queued song is taken
 * off the queue as it starts, so skipping to the queue always ends.
 */
export function shouldSkipAfterFailure(options: {
  isPlaylistMode: boolean;
  playlistLength: number;
  consecutiveFailures: number;
  queueLength: number;
}): boolean {
  if (options.queueLength > 0) return true;
  return (
    options.isPlaylistMode &&
    options.playlistLength > 1 &&
    options.consecutiveFailures < options.playlistLength
  );
}

/** The track label (part 2 §3): title, else originalName, else filename; null when none. */
export function trackLabel(track: Pick<PlayerTrack, 'title' | 'originalName' | 'filename'>) {
  return track.title.trim() || track.originalName.trim() || track.filename.trim() || null;
}

/** A seek position within the song, never negative nor past its end. */
export function clampTime(seconds: number, duration: number): number {
  if (!Number.isFinite(seconds)) return 0;
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  return Math.min(end, Math.max(0, seconds));
}

/** The time a click at `fraction` (0..1) of the waveform's width seeks to. */
export function seekTargetForFraction(fraction: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return clampTime(fraction * duration, duration);
}

/** Where a key press on the waveform slider seeks to, or null for keys it ignores. */
export function seekTargetForKey(key: string, currentTime: number, duration: number) {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampTime(currentTime + KEYBOARD_SEEK_SECONDS, duration);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampTime(currentTime - KEYBOARD_SEEK_SECONDS, duration);
    case 'Home':
      return 0;
    case 'End':
      return clampTime(duration, duration);
    default:
      return null;
  }
}

/** Peaks as bar heights (0..1) with a visible minimum, so silence still draws a line. */
export function barHeights(peaks: readonly number[], minimum = 0.06): number[] {
  const loudest = Math.max(0, ...peaks.filter(Number.isFinite));
  // Normalise quiet recordings so their shape stays readable.
  const scale = loudest > 0 ? 1 / loudest : 0;
  return peaks.map((peak) => Math.max(minimum, Number.isFinite(peak) ? peak * scale : 0));
}

/** Whether Space belongs to the focused element (typing, or a control that uses it). */
export function spaceBelongsToTarget(
  target: {
    tagName?: string;
    isContentEditable?: boolean;
    getAttribute?(name: string): string | null;
    closest?(selector: string): unknown;
  } | null,
): boolean {
  if (!target?.tagName) return false;
  if (target.isContentEditable) return true;
  // Open dialogs and menus own the keyboard while they have focus.
  if (target.closest?.('[role="dialog"],[role="alertdialog"],[role="menu"]')) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  // Buttons and links already answer Space/Enter themselves; toggling too would double up.
  if (tag === 'BUTTON' || tag === 'A') return true;
  const role = target.getAttribute?.('role');
  return role === 'button' || role === 'menuitem' || role === 'checkbox' || role === 'switch';
}
