import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { AUDIO_UPLOAD_STAGGER_MS } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { ACCOUNT_STORAGE_KEY } from '../../../lib/queries/account-storage';
import { invalidateAudio } from '../../../lib/queries/audio-queries';
import { forgetKeptUpload, keepUpload, type KeptUpload } from '../lib/kept-uploads';
import { describeUploadFailure, refusalBeforeSending } from '../lib/upload-failure';
import {
  isQueueBusy,
  nextToStart,
  uploadQueueReducer,
  type UploadFailure,
} from '../lib/upload-queue';
import { uploadFingerprint } from './upload-fingerprint';
import {
  uploadPlace,
  type AskedFor,
  type NewUpload,
  type QueuedFile,
  type UploadTarget,
} from './upload-target';
import { useReloadRecovery } from './use-reload-recovery';

export { uploadPlace, type NewUpload, type UploadTarget };

// The tus client loads with the first upload, not with every page of the shell.
const loadResumable = () => import('./resumable-upload');

let lastKey = 0;
const newKey = (file: File) => `${Date.now()}-${(lastKey += 1)}-${file.name}`;
const rowOf = (key: string, file: File, target: UploadTarget) => ({
  key,
  place: uploadPlace(target),
  name: file.name,
  size: file.size,
});

/**
 * The app's one upload queue (issue 25 item 1; rows and order from issue 16 item 6): it lives in
 * the shell, so a file chosen on one page keeps its place and keeps sending while the person
 * moves to others. Each waiting file is kept in this browser until its upload has started on
 * the server (then tus's own record takes over), so a reload queues it again; rows asking for a
 * file again (kept by name only, or started before a reload) go when the same file is chosen.
 */
export function useUploadEngine(account: string | null) {
  const queryClient = useQueryClient();
  const [queue, dispatch] = useReducer(uploadQueueReducer, []);
  const files = useRef(new Map<string, QueuedFile>());
  const askedFor = useRef(new Map<string, AskedFor>());
  const refresh = useRef({ running: false, again: false });
  // The keys finished since the last refresh: the refresh removes their rows.
  const finished = useRef<string[]>([]);
  // How many files of this run of the queue are songs now ("3 of 12"), until it is idle.
  const [batch, setBatch] = useState({ done: 0 });
  const busy = isQueueBusy(queue);
  useEffect(() => {
    if (!busy) setBatch((current) => (current.done === 0 ? current : { done: 0 }));
  }, [busy]);

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
        const { resumableUpload } = await loadResumable();
        const song = await resumableUpload(
          queued.file,
          { ...queued.target, take: !!queued.settle },
          (percent) => dispatch({ type: 'progress', key, percent }),
          { onCreated: () => void forgetKeptUpload(key) },
        );
        dispatch({ type: 'done', key });
        setBatch((current) => ({ done: current.done + 1 }));
        files.current.delete(key);
        void forgetKeptUpload(key);
        finished.current.push(key);
        queued.settle?.resolve(song);
        void refreshLists();
      } catch (error) {
        if (queued.settle) {
          files.current.delete(key);
          dispatch({ type: 'remove', keys: [key] });
          queued.settle.reject(error);
          return;
        }
        const failure = describeUploadFailure(error);
        // Refused for what it is: it would be refused again after a reload too.
        if (!failure.retryable) void forgetKeptUpload(key);
        dispatch({ type: 'fail', key, ...failure });
      }
    },
    [refreshLists],
  );

  // Whenever a place frees up, the next queued files start.
  useEffect(() => {
    nextToStart(queue).forEach((key, index) => void send(key, index * AUDIO_UPLOAD_STAGGER_MS));
  }, [queue, send]);

  /** A file was chosen again: the rows asking for it go (its upload now goes on). */
  const chosenAgain = useCallback((fingerprint: string) => {
    const keys = [...askedFor.current]
      .filter(([, asked]) => asked.fingerprint === fingerprint)
      .map(([key]) => key);
    for (const key of keys) {
      // A started upload's server bytes stay: the file chosen again goes on from them.
      if (askedFor.current.get(key)?.keptByName) void forgetKeptUpload(key);
      askedFor.current.delete(key);
    }
    if (keys.length > 0) dispatch({ type: 'remove', keys });
  }, []);

  const keep = useCallback(
    (key: string, { file, target }: NewUpload, chosenAt: number) => {
      if (!account) return;
      const { projectId } = target;
      const { name, size, type, lastModified } = file;
      const kept: KeptUpload = {
        ...{ key, account, place: uploadPlace(target), file, name, size, type, lastModified },
        ...(projectId ? { projectId } : {}),
        chosenAt,
      };
      void keepUpload(kept);
    },
    [account],
  );

  /** Queues files; each gets its row at once (an empty one is refused before sending). */
  const enqueue = useCallback(
    (uploads: NewUpload[]) => {
      const rows = [];
      const refused = [];
      const now = Date.now();
      for (const [index, upload] of uploads.entries()) {
        const key = newKey(upload.file);
        const refusal = refusalBeforeSending(upload.file);
        if (refusal) {
          refused.push({ ...rowOf(key, upload.file, upload.target), ...refusal });
          continue;
        }
        files.current.set(key, upload);
        chosenAgain(uploadFingerprint(upload.file, upload.target));
        keep(key, upload, now + index);
        rows.push(rowOf(key, upload.file, upload.target));
      }
      if (refused.length > 0) dispatch({ type: 'refuse', uploads: refused });
      if (rows.length > 0) dispatch({ type: 'add', uploads: rows });
    },
    [chosenAgain, keep],
  );

  /** Files refused before sending with the reason (e.g. no room): Retry sends them anyway. */
  const refuse = useCallback((uploads: (NewUpload & UploadFailure)[]) => {
    const rows = uploads.map(({ file, target, ...failure }) => {
      const key = newKey(file);
      files.current.set(key, { file, target });
      return { ...rowOf(key, file, target), ...failure };
    });
    if (rows.length > 0) dispatch({ type: 'refuse', uploads: rows });
  }, []);

  /** One file whose caller waits for the song (a recording); a failure rejects, no row stays. */
  const uploadOne = useCallback(
    (file: File, target: UploadTarget) =>
      new Promise<AudioFile>((resolve, reject) => {
        const key = newKey(file);
        files.current.set(key, { file, target, settle: { resolve, reject } });
        dispatch({ type: 'add', uploads: [rowOf(key, file, target)] });
      }),
    [],
  );

  const retry = useCallback((key: string) => dispatch({ type: 'retry', key }), []);
  const dismiss = useCallback((key: string) => {
    files.current.delete(key);
    void forgetKeptUpload(key);
    void askedFor.current.get(key)?.abandon();
    askedFor.current.delete(key);
    dispatch({ type: 'remove', keys: [key] });
  }, []);

  const watchPlace = useReloadRecovery({ account, files, askedFor, dispatch });

  return { queue, batch, enqueue, refuse, uploadOne, retry, dismiss, watchPlace };
}

/** The app's upload queue and what may be done with it. */
export type UploadEngine = ReturnType<typeof useUploadEngine>;
