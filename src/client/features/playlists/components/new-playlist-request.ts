import { useSyncExternalStore } from 'react';
import type { AudioFile } from '../../../../shared/schemas/audio';

/**
 * "New playlist…" asked from a song's row menu. The menu closes as the dialog opens, taking
 * its content with it, so the dialog lives in a host outside the menu (NewPlaylistDialogHost,
 * mounted once by the signed-in shell's route) and is asked for through this small store.
 */
export interface NewPlaylistRequest {
  song: AudioFile;
  /** Focus goes back here when the dialog closes (the row's menu button). */
  returnFocusTo: HTMLElement | null;
  open: boolean;
}

let request: NewPlaylistRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: NewPlaylistRequest | null) {
  request = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the "New playlist" dialog for `song`. */
export function requestNewPlaylist(song: AudioFile, returnFocusTo: HTMLElement | null): void {
  publish({ song, returnFocusTo, open: true });
}

/** Closes the dialog (the song stays so the closing dialog keeps its text). */
export function closeNewPlaylistRequest(): void {
  if (request) publish({ ...request, open: false });
}

export function useNewPlaylistRequest(): NewPlaylistRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => null,
  );
}
