import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { AUDIO_UPLOAD_STAGGER_MS } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { ACCOUNT_STORAGE_KEY } from '../../../lib/queries/account-storage';
import { invalidateAudio } from '../../../lib/queries/audio-queries';
import {
  forgetKeptUpload,
  keepUpload,
  listKeptUploads,
  type KeptUpload,
} from '../lib/kept-uploads';
import { describeUploadFailure, refusalBeforeSending } from '../lib/upload-failure';
import {
  isQueueBusy,
  nextToStart,
  uploadQueueReducer,
  type UploadFailure,
} from '../lib/upload-queue';
import { abandonInterruptedUpload, resumableUpload, uploadFingerprint } from './resumable-upload';
import { findUnfinishedUploads } from './interrupted-uploads';

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
interface QueuedFile extends NewUpload {
  /** A recording: its caller hears the outcome, and a failed row goes (the take is kept). */
  settle?: { resolve: (song: AudioFile) => void; reject: (error: unknown) => void };
}

/** A row that asks for its file again: choosing that file (same fingerprint) replaces it. */
interface AskedFor {
  fingerprint: string;
  /** Dismissed: forgets it where it is kept, the server's partial upload or this browser. */
  abandon: () => Promise<void>;
  /** Kept by name in this browser: the file chosen again is kept anew under its new row. */
  keptByName: boolean;
}

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
  const watched = useRef(new Set<string>());
  const refresh = useRef({ running: false, again: false });
  // The keys finished since the last refresh: the refresh removes their rows.
  const finished = useRef<string[]>([]);
  // The files of this run of the queue and how many are songs now ("3 of 12"), until it is idle.
  const [batch, setBatch] = useState({ total: 0, done: 0 });
  const busy = isQueueBusy(queue);
  useEffect(() => {
    if (!busy) setBatch((current) => (current.total === 0 ? current : { total: 0, done: 0 }));
  }, [busy]);
  const grow = (count: number) =>
    count > 0 && setBatch((current) => ({ ...current, total: current.total + count }));

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
          { onCreated: () => void forgetKeptUpload(key) },
        );
        dispatch({ type: 'done', key });
        setBatch((current) => ({ ...current, done: current.done + 1 }));
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
      grow(rows.length);
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
        grow(1);
      }),
    [],
  );

  const retry = useCallback((key: string) => {
    dispatch({ type: 'retry', key });
    grow(1);
  }, []);
  const dismiss = useCallback((key: string) => {
    files.current.delete(key);
    void forgetKeptUpload(key);
    void askedFor.current.get(key)?.abandon();
    askedFor.current.delete(key);
    dispatch({ type: 'remove', keys: [key] });
  }, []);

  // After a reload: the files kept in this browser queue again; those kept by name ask for the
  // file. Once per account (a sign-in as someone else never sends another's files).
  useEffect(() => {
    if (!account) return;
    let live = true;
    void listKeptUploads(account).then((kept) => {
      if (!live) return;
      const rows = [];
      const unsent = [];
      for (const upload of kept) {
        const target = upload.projectId ? { projectId: upload.projectId } : {};
        const row = { key: upload.key, place: upload.place, name: upload.name, size: upload.size };
        if (files.current.has(upload.key)) continue;
        if (upload.file) {
          files.current.set(upload.key, { file: upload.file, target });
          rows.push(row);
        } else {
          askedFor.current.set(upload.key, {
            fingerprint: uploadFingerprint(upload, target),
            abandon: () => forgetKeptUpload(upload.key),
            keptByName: true,
          });
          unsent.push(row);
        }
      }
      if (rows.length > 0) dispatch({ type: 'add', uploads: rows });
      grow(rows.length);
      if (unsent.length > 0) dispatch({ type: 'unsent', uploads: unsent });
    });
    return () => {
      live = false;
    };
  }, [account]);

  /**
   * A page showing `target`'s uploads: the uploads to it this browser started before a reload
   * and did not finish become rows (looked up once per place while the app is open).
   */
  const watchPlace = useCallback(
    (target: UploadTarget) => {
      const place = uploadPlace(target);
      if (watched.current.has(place)) return;
      watched.current.add(place);
      const sending = () =>
        new Set([...files.current.values()].map((q) => uploadFingerprint(q.file, q.target)));
      void findUnfinishedUploads(target, (fingerprint) => sending().has(fingerprint)).then(
        async (found) => {
          for (const row of found.interrupted) {
            askedFor.current.set(row.key, {
              fingerprint: row.upload.fingerprint,
              abandon: () => abandonInterruptedUpload(row.upload),
              keptByName: false,
            });
          }
          const rows = found.interrupted.map(({ key, name, size, percent }) => ({
            ...{ key, place, name, size, percent },
          }));
          if (rows.length > 0) dispatch({ type: 'interrupted', uploads: rows });
          const refused = found.refused.map((row) => ({ ...row, place, retryable: false }));
          if (refused.length > 0) dispatch({ type: 'refuse', uploads: refused });
          if (found.finished) await invalidateAudio(queryClient);
        },
      );
    },
    [queryClient],
  );

  return { queue, batch, enqueue, refuse, uploadOne, retry, dismiss, watchPlace };
}

/** The app's upload queue and what may be done with it. */
export type UploadEngine = ReturnType<typeof useUploadEngine>;
