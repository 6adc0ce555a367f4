import { useSyncExternalStore } from 'react';

/** The song "Add to release…" names: the version on its row becomes the track's master. */
export interface ReleaseSongTarget {
  audioId: string;
  title: string;
}

/**
 * "Add to release…" asked from a song's row menu. The menu closes as the dialog opens, taking
 * its content with it, so the dialog lives in a host outside it (AddToReleaseDialogHost, mounted
 * once by the signed-in shell's route) and is asked for through this small store: the audio
 * feature asks, the releases feature answers, and neither imports the other.
 */
export interface ReleaseSongRequest {
  song: ReleaseSongTarget;
  /** Focus goes back here when the dialog closes (the menu's button). */
  returnFocusTo: HTMLElement | null;
  open: boolean;
  /** Tells two requests for the same song apart, so each opens a fresh dialog. */
  serial: number;
}

let request: ReleaseSongRequest | null = null;
let serial = 0;
const listeners = new Set<() => void>();

function publish(next: ReleaseSongRequest | null) {
  request = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens "Add to release…" for a song. */
export function requestAddToRelease(song: ReleaseSongTarget, returnFocusTo: HTMLElement | null) {
  publish({ song, returnFocusTo, open: true, serial: ++serial });
}

/** Closes the dialog (the song stays so the closing dialog keeps its text). */
export function closeReleaseRequest(): void {
  if (request) publish({ ...request, open: false });
}

export function useReleaseRequest(): ReleaseSongRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => null,
  );
}
