/**
 * The upload queue's rules, pure: every file keeps its row from the moment it is chosen until it
 * becomes a song (done) or the person dismisses it (failed). A few files upload at a time; the
 * rest wait their turn, so 50 dropped files do not open 50 connections at once.
 */

/**
 * `interrupted`: an upload this browser started before the page was closed or reloaded; the
 * server keeps its bytes, and choosing the same file again continues from there.
 */
export type UploadState = 'queued' | 'uploading' | 'done' | 'failed' | 'interrupted' | 'unsent';
// `unsent`: a file that was waiting its turn when the page closed and that this browser could
// not keep (IndexedDB missing or over its quota): the row asks for the file again.

/** One file's row in the queue. */
export interface PendingUpload {
  key: string;
  /** Where it goes: a project id, or 'library' (see uploadPlace). */
  place: string;
  name: string;
  size: number;
  state: UploadState;
  /** Percent of bytes sent (0..100); 100 once done. */
  percent: number;
  /** Why it failed, in words the person reads (the server's reason when it gave one). */
  reason?: string;
  /** Why it failed as a key of the audio namespace, when the client itself worded it. */
  reasonKey?: string;
  /** Whether sending it again can succeed (a network or server trouble, not its content). */
  retryable?: boolean;
}

/** A new row's facts. */
interface NewRow {
  key: string;
  place: string;
  name: string;
  size: number;
}

/** Why a row failed: the server's words or a client key, and whether Retry is offered. */
export interface UploadFailure {
  reason?: string;
  reasonKey?: string;
  retryable: boolean;
}

/** Files sending at the same time. */
export const UPLOAD_CONCURRENCY = 3;

export type UploadQueueAction =
  | { type: 'add'; uploads: NewRow[] }
  /** A file refused before sending (e.g. empty, or it does not fit in the storage left). */
  | { type: 'refuse'; uploads: (NewRow & UploadFailure)[] }
  /** Uploads found unfinished after a reload, at the percent the server has. */
  | { type: 'interrupted'; uploads: (NewRow & { percent: number })[] }
  /** Files that waited their turn when the page closed and were not kept in this browser. */
  | { type: 'unsent'; uploads: NewRow[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'done'; key: string }
  | ({ type: 'fail'; key: string } & UploadFailure)
  | { type: 'retry'; key: string }
  /** A failed row dismissed, a done row replaced by its song, a kept take's row handed back. */
  | { type: 'remove'; keys: readonly string[] };

const update = (
  queue: PendingUpload[],
  key: string,
  change: (upload: PendingUpload) => PendingUpload | null,
): PendingUpload[] => {
  const found = queue.find((upload) => upload.key === key);
  if (!found) return queue;
  const next = change(found);
  if (next === null) return queue;
  return queue.map((upload) => (upload === found ? next : upload));
};

/** The queue after one action; an action that does not apply changes nothing. */
export function uploadQueueReducer(
  queue: PendingUpload[],
  action: UploadQueueAction,
): PendingUpload[] {
  switch (action.type) {
    case 'add': {
      const known = new Set(queue.map((upload) => upload.key));
      const added = action.uploads.filter((u) => !known.has(u.key));
      if (added.length === 0) return queue;
      return [...queue, ...added.map((u) => ({ ...u, state: 'queued' as const, percent: 0 }))];
    }
    case 'refuse':
      return [
        ...queue,
        ...action.uploads.map((u) => ({ ...u, state: 'failed' as const, percent: 0 })),
      ];
    case 'interrupted': {
      const known = new Set(queue.map((upload) => upload.key));
      const found = action.uploads.filter((u) => !known.has(u.key));
      if (found.length === 0) return queue;
      return [...queue, ...found.map((u) => ({ ...u, state: 'interrupted' as const }))];
    }
    case 'unsent': {
      const known = new Set(queue.map((upload) => upload.key));
      const found = action.uploads.filter((u) => !known.has(u.key));
      if (found.length === 0) return queue;
      return [...queue, ...found.map((u) => ({ ...u, state: 'unsent' as const, percent: 0 }))];
    }
    case 'start':
      return update(queue, action.key, (u) =>
        u.state === 'queued' ? { ...u, state: 'uploading', percent: 0 } : null,
      );
    case 'progress':
      return update(queue, action.key, (u) =>
        u.state === 'uploading' && u.percent !== action.percent
          ? { ...u, percent: Math.max(0, Math.min(100, action.percent)) }
          : null,
      );
    case 'done':
      return update(queue, action.key, (u) =>
        u.state === 'uploading' ? { ...u, state: 'done', percent: 100 } : null,
      );
    case 'fail':
      return update(queue, action.key, (u) =>
        u.state === 'uploading' || u.state === 'queued'
          ? {
              ...u,
              state: 'failed',
              reason: action.reason,
              reasonKey: action.reasonKey,
              retryable: action.retryable,
            }
          : null,
      );
    case 'retry':
      return update(queue, action.key, (u) =>
        u.state === 'failed' && u.retryable !== false
          ? { key: u.key, place: u.place, name: u.name, size: u.size, state: 'queued', percent: 0 }
          : null,
      );
    case 'remove': {
      const gone = new Set(action.keys);
      const kept = queue.filter((upload) => !gone.has(upload.key));
      return kept.length === queue.length ? queue : kept;
    }
  }
}

/** The queued files to start now, oldest first, so no more than `concurrency` send at once. */
export function nextToStart(
  queue: readonly PendingUpload[],
  concurrency = UPLOAD_CONCURRENCY,
): string[] {
  const sending = queue.filter((upload) => upload.state === 'uploading').length;
  const room = Math.max(0, concurrency - sending);
  return queue
    .filter((upload) => upload.state === 'queued')
    .slice(0, room)
    .map((upload) => upload.key);
}

/** The rows that wait for the person: failed, or asking for their file again. */
export const needsAttention = (queue: readonly PendingUpload[]): PendingUpload[] =>
  queue.filter(
    (upload) =>
      upload.state === 'failed' || upload.state === 'interrupted' || upload.state === 'unsent',
  );

/** Whether any file still waits or sends. */
export const isQueueBusy = (queue: readonly PendingUpload[]): boolean =>
  queue.some((upload) => upload.state === 'queued' || upload.state === 'uploading');

/**
 * The whole batch's progress by bytes: files waiting, sending and done count (a done file with
 * all its bytes), failed and interrupted ones do not; 0 when nothing is on its way.
 */
export function overallPercent(queue: readonly PendingUpload[]): number {
  if (!isQueueBusy(queue)) return 0;
  const counted = queue.filter(
    (upload) =>
      upload.state !== 'failed' && upload.state !== 'interrupted' && upload.state !== 'unsent',
  );
  const total = counted.reduce((sum, upload) => sum + Math.max(upload.size, 1), 0);
  const sent = counted.reduce(
    (sum, upload) => sum + (Math.max(upload.size, 1) * upload.percent) / 100,
    0,
  );
  return total === 0 ? 0 : Math.min(100, Math.floor((sent / total) * 100));
}
