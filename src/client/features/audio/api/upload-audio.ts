import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { AUDIO_UPLOAD_STAGGER_MS } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { isQueueBusy, nextToStart, overallPercent, uploadQueueReducer } from '../lib/upload-queue';
import { ACCOUNT_STORAGE_KEY } from '../../../lib/queries/account-storage';
import { invalidateAudio } from './audio-mutations';
import { resumableUpload, uploadFingerprint } from './resumable-upload';
import { useInterruptedUploads } from './use-interrupted-uploads';

export type { PendingUpload } from '../lib/upload-queue';

export interface UploadTarget {
  /** Upload into this project; else the profile's library. */
  projectId?: string;
  /** Title for a single upload (recordings); files otherwise keep their names. */
  title?: string;
}

/** What the queue holds beside a row: the file itself and where it goes. */
interface QueuedFile {
  file: File;
  target: UploadTarget;
  /** A recording: its caller hears the outcome, and a failed row goes (the take is kept). */
  settle?: { resolve: (song: AudioFile) => void; reject: (error: unknown) => void };
}

export interface NewUpload {
  file: File;
  target: UploadTarget;
}

let lastKey = 0;
const newKey = (file: File) => `${Date.now()}-${(lastKey += 1)}-${file.name}`;

/**
 * The upload queue (issue 16 item 6): each file has a row from the moment it is chosen, sends
 * when its turn comes (a few at a time, started AUDIO_UPLOAD_STAGGER_MS apart, part 2 §4),
 * shows its byte progress, and stays as a failed row with the reason until retried or
 * dismissed. A done row stays until the song list has the song, then the song row replaces it.
 */
export function useAudioUploads(
  describeError: (error: unknown) => string,
  place: UploadTarget = {},
) {
  const queryClient = useQueryClient();
  const [queue, dispatch] = useReducer(uploadQueueReducer, []);
  const interrupted = useInterruptedUploads(place, dispatch);
  const files = useRef(new Map<string, QueuedFile>());
  const refresh = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  const describe = useRef(describeError);
  describe.current = describeError;

  // The keys finished since the last refresh: the refresh removes their rows.
  const finished = useRef<string[]>([]);

  /** Reads the lists again, then drops the done rows their songs now replace. */
  const refreshLists = useCallback(async () => {
    const state = refresh.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        const done = finished.current.splice(0);
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_STORAGE_KEY });
        await invalidateAudio(queryClient).catch(() => undefined);
        dispatch({ type: 'remove', keys: done });
      } while (state.again);
    } finally {
      state.running = false;
    }
  }, [queryClient]);

  const send = useCallback(
    async (key: string, delayMs: number) => {
      const queued = files.current.get(key);
      if (!queued) return;
      dispatch({ type: 'start', key });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      try {
        // Resumable (tus): a dropped connection goes on from the server's last byte, and so
        // does the same file chosen again after a reload; a take (a recording, `settle`) is
        // offered again by the recorder's kept takes instead of an interrupted row.
        const song = await resumableUpload(
          queued.file,
          { ...queued.target, take: !!queued.settle },
          (percent) => dispatch({ type: 'progress', key, percent }),
        );
        dispatch({ type: 'done', key });
        files.current.delete(key);
        finished.current.push(key);
        queued.settle?.resolve(song);
        void refreshLists();
      } catch (error) {
        if (queued.settle) {
          files.current.delete(key);
          dispatch({ type: 'remove', keys: [key] });
          queued.settle.reject(error);
        } else {
          dispatch({ type: 'fail', key, reason: describe.current(error) });
        }
      }
    },
    [refreshLists],
  );

  // Whenever a place frees up, the next queued files start.
  useEffect(() => {
    nextToStart(queue).forEach((key, index) => void send(key, index * AUDIO_UPLOAD_STAGGER_MS));
  }, [queue, send]);

  /** Queues files; each gets its row at once (and takes the place of its interrupted row). */
  const enqueue = useCallback(
    (uploads: NewUpload[]) => {
      const rows = uploads.map(({ file, target }) => {
        const key = newKey(file);
        files.current.set(key, { file, target });
        interrupted.resumedBy(uploadFingerprint(file, target));
        return { key, name: file.name, size: file.size };
      });
      if (rows.length > 0) dispatch({ type: 'add', uploads: rows });
    },
    [interrupted],
  );

  /** Files refused before sending: failed rows with the reason, Retry sends them anyway. */
  const refuse = useCallback((uploads: (NewUpload & { reason: string })[]) => {
    const rows = uploads.map(({ file, target, reason }) => {
      const key = newKey(file);
      files.current.set(key, { file, target });
      return { key, name: file.name, size: file.size, reason };
    });
    if (rows.length > 0) dispatch({ type: 'refuse', uploads: rows });
  }, []);

  /** One file whose caller waits for the song (a recording); a failure rejects, no row stays. */
  const uploadOne = useCallback(
    (file: File, target: UploadTarget) =>
      new Promise<AudioFile>((resolve, reject) => {
        const key = newKey(file);
        files.current.set(key, { file, target, settle: { resolve, reject } });
        dispatch({ type: 'add', uploads: [{ key, name: file.name, size: file.size }] });
      }),
    [],
  );

  const retry = useCallback((key: string) => dispatch({ type: 'retry', key }), []);
  const dismiss = useCallback(
    (key: string) => {
      files.current.delete(key);
      interrupted.abandon(key);
      dispatch({ type: 'remove', keys: [key] });
    },
    [interrupted],
  );

  return {
    enqueue,
    refuse,
    uploadOne,
    retry,
    dismiss,
    pending: queue,
    overallPercent: overallPercent(queue),
    isUploading: isQueueBusy(queue),
  };
}
