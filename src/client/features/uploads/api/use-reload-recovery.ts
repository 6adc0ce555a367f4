import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { invalidateAudio } from '../../../lib/queries/audio-queries';
import { forgetKeptUpload, listKeptUploads } from '../lib/kept-uploads';
import type { UploadQueueAction } from '../lib/upload-queue';
import { uploadFingerprint } from './upload-fingerprint';
import { uploadPlace, type AskedFor, type QueuedFile, type UploadTarget } from './upload-target';

// What asks the server about interrupted uploads (and the tus client) loads with the first song
// list that shows a place's rows, not with every page of the shell.
const loadResumable = () => import('./resumable-upload');
const loadInterrupted = () => import('./interrupted-uploads');

interface RecoveryParts {
  account: string | null;
  files: RefObject<Map<string, QueuedFile>>;
  askedFor: RefObject<Map<string, AskedFor>>;
  dispatch: Dispatch<UploadQueueAction>;
}

/**
 * What a reload left (issue 25 item 1): the files kept in this browser queue again at once, those
 * kept by name ask for their file; and `watchPlace`, for a page showing a place's rows, asks the
 * server about the uploads to that place this browser had started (issue 16 item 6).
 */
export function useReloadRecovery({ account, files, askedFor, dispatch }: RecoveryParts) {
  const queryClient = useQueryClient();
  const watched = useRef(new Set<string>());

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
      if (unsent.length > 0) dispatch({ type: 'unsent', uploads: unsent });
    });
    return () => {
      live = false;
    };
  }, [account, files, askedFor, dispatch]);

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
      const skip = (fingerprint: string) => sending().has(fingerprint);
      void loadInterrupted()
        .then(({ findUnfinishedUploads }) => findUnfinishedUploads(target, skip))
        .then(async (found) => {
          for (const row of found.interrupted) {
            askedFor.current.set(row.key, {
              fingerprint: row.upload.fingerprint,
              abandon: () =>
                loadResumable().then(({ abandonInterruptedUpload }) =>
                  abandonInterruptedUpload(row.upload),
                ),
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
        });
    },
    [queryClient, files, askedFor, dispatch],
  );

  return watchPlace;
}
