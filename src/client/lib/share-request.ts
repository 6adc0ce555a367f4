import { useSyncExternalStore } from 'react';
import type { ShareTargetType } from '../../shared/schemas/share-links';

/** What "Share privately…" names: a song (a version of it), a project or a playlist. */
export interface ShareTarget {
  type: ShareTargetType;
  /** The audio file (version) for a song, else the project's or playlist's id. */
  id: string;
  /** Shown in the dialog's title. */
  title: string;
}

/**
 * "Share privately…" asked from a menu (a song's row, the project's Share menu, a playlist's
 * header). The menu closes as the dialog opens, taking its content with it, so the dialog lives
 * in a host outside it (ShareLinkDialogHost, mounted once by the signed-in shell's route) and is
 * asked for through this small store. It sits below the features because three of them ask
 * (audio, projects, playlists) and the share-links feature answers.
 */
export interface ShareRequest {
  target: ShareTarget;
  /** Focus goes back here when the dialog closes (the menu's button). */
  returnFocusTo: HTMLElement | null;
  open: boolean;
  /** Tells two requests for the same target apart, so each opens a fresh form. */
  serial: number;
}

let request: ShareRequest | null = null;
let serial = 0;
const listeners = new Set<() => void>();

function publish(next: ShareRequest | null) {
  request = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens "Share privately…" for a song (a version of it), a project or a playlist. */
export function requestShareLink(target: ShareTarget, returnFocusTo: HTMLElement | null): void {
  publish({ target, returnFocusTo, open: true, serial: ++serial });
}

/** Closes the dialog (the target stays so the closing dialog keeps its text). */
export function closeShareRequest(): void {
  if (request) publish({ ...request, open: false });
}

export function useShareRequest(): ShareRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => null,
  );
}
