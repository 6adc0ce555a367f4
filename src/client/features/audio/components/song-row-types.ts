import { can } from '../../../../shared/permissions';
import type { AudioFile } from '../../../../shared/schemas/audio';
import type { PendingUpload } from '../api/upload-audio';

/** One line of a song table: a song, an "Uploading..." placeholder or a section divider. */
export type SongTableItem =
  | { kind: 'song'; song: AudioFile; pinned?: boolean }
  | { kind: 'pending'; upload: PendingUpload }
  | { kind: 'divider'; id: string; label: string; hint?: string };

/** Row callbacks; the table keeps them stable so memoised rows do not re-render. */
export interface SongRowHandlers {
  /** Plays a song of the table (playlist mode over the visible songs). */
  play: (song: AudioFile) => void;
  /** Plays an older version on its own. */
  playVersion: (version: AudioFile) => void;
  rename: (song: AudioFile, title: string) => void;
  saveNotes: (song: AudioFile, notes: string) => Promise<void>;
  share: (song: AudioFile) => void;
  setEditing: (songId: string | null) => void;
  toggleVersions: (song: AudioFile) => void;
  requestMarkLatest: (song: AudioFile) => void;
  /** An older version becomes the latest of its own song again. */
  makeLatest: (version: AudioFile) => void;
  requestDelete: (song: AudioFile) => void;
  /** Library only: pin or unpin from the menu. */
  togglePin?: (song: AudioFile) => void;
  /** "Make it a song": the library song becomes its own song project. */
  makeSong: (song: AudioFile) => void;
  /** Tables with bulk selection: choose or unchoose a song; `range` for a shift-click. */
  select?: (song: AudioFile, range: boolean) => void;
}

/**
 * Whether "Make it a song" is offered: the policy's owner-only right, for a song still in the
 * library inbox (a song that has its own project already is answered 409 by the server).
 */
export const canMakeSong = (song: AudioFile): boolean =>
  song.projectIsLibrary && can(song.projectRole, 'audio.makeSong', { isLibrary: true });

/** Which per-row controls a table offers. */
export interface SongRowPermissions {
  /** Viewers: no edit, upload or delete controls at all. */
  readOnly: boolean;
  /** Leave Project shows for a song of a project the caller does not own (never the library). */
  canLeave: (song: AudioFile) => boolean;
}

/** A drag handle's props from dnd-kit, when the table is sortable. */
export type { DragHandle } from '../../../lib/use-sortable-row';

/** The stable item key and, for sortable tables, the sortable id of a line. */
export function itemKey(item: SongTableItem): string {
  if (item.kind === 'song') return item.song.id;
  if (item.kind === 'pending') return `pending-${item.upload.key}`;
  return item.id;
}

/** A plain list: "Uploading..." placeholders first, then the songs as given. */
export function songTableItems(songs: AudioFile[], pending: PendingUpload[]): SongTableItem[] {
  return [
    ...pending.map((upload): SongTableItem => ({ kind: 'pending', upload })),
    ...songs.map((song): SongTableItem => ({ kind: 'song', song })),
  ];
}
