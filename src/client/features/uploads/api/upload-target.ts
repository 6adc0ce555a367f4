import type { AudioFile } from '../../../../shared/schemas/audio';

/** Where a file goes: a project, else the profile's library; a title for a recording. */
export interface UploadTarget {
  projectId?: string;
  title?: string;
}

/** A file to upload and where it goes. */
export interface NewUpload {
  file: File;
  target: UploadTarget;
}

/** The place a target's rows belong to: its project's id, or 'library'. */
export const uploadPlace = (target: UploadTarget): string => target.projectId ?? 'library';

/** What the queue holds beside a row: the file itself and where it goes. */
export interface QueuedFile extends NewUpload {
  /** A recording: its caller hears the outcome, and a failed row goes (the take is kept). */
  settle?: { resolve: (song: AudioFile) => void; reject: (error: unknown) => void };
}

/** A row that asks for its file again: choosing that file (same fingerprint) replaces it. */
export interface AskedFor {
  fingerprint: string;
  /** Dismissed: forgets it where it is kept, the server's partial upload or this browser. */
  abandon: () => Promise<void>;
  /** Kept by name in this browser: the file chosen again is kept anew under its new row. */
  keptByName: boolean;
}
