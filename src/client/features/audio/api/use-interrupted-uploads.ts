import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import type { UploadQueueAction } from '../lib/upload-queue';
import { ApiError } from '../../../lib/api-client';
import { invalidateAudio } from './audio-mutations';
import {
  abandonInterruptedUpload,
  findInterruptedUploads,
  forgetInterruptedUpload,
  interruptedOffset,
  uploadAnswer,
  type InterruptedUpload,
  type ResumableTarget,
} from './resumable-upload';

const keyOf = (upload: InterruptedUpload) => `interrupted:${upload.storageKey}`;

/**
 * After a reload, the uploads to this list's place that this browser started and did not finish
 * become rows (issue 16 item 6) at the percent the server holds: a browser cannot reopen a file
 * by itself, so the row asks for the file again, and the same file chosen or dropped continues
 * from the server's byte (its tus fingerprint matches). One the server no longer has is
 * forgotten, one it has whole is asked for its answer and forgotten; Dismiss abandons it there
 * too.
 */
export function useInterruptedUploads(
  place: ResumableTarget,
  dispatch: Dispatch<UploadQueueAction>,
) {
  const { projectId } = place;
  const found = useRef(new Map<string, InterruptedUpload>());
  const queryClient = useQueryClient();

  useEffect(() => {
    let live = true;
    void (async () => {
      const uploads = await findInterruptedUploads({ projectId });
      const rows = [];
      const refused = [];
      let finished = false;
      for (const upload of uploads) {
        const offset = await interruptedOffset(upload).catch(() => undefined);
        if (offset === undefined) continue; // offline: asked again next time
        if (offset === null || upload.size <= 0) {
          await abandonInterruptedUpload(upload);
          continue;
        }
        // Every byte was in when the page went: the server made the song without the file (the
        // lists show it) or refused it (a failed row says why); nothing to ask for either way.
        if (offset >= upload.size) {
          const refusal = await uploadAnswer(upload.uploadUrl).then(
            () => null,
            (error: unknown) => (error instanceof ApiError ? error.shownMessage : null),
          );
          await forgetInterruptedUpload(upload);
          if (refusal) {
            refused.push({
              key: keyOf(upload),
              name: upload.name,
              size: upload.size,
              reason: refusal,
            });
          }
          finished = true;
          continue;
        }
        found.current.set(keyOf(upload), upload);
        const percent = Math.min(99, Math.floor((offset / upload.size) * 100));
        rows.push({ key: keyOf(upload), name: upload.name, size: upload.size, percent });
      }
      if (live && rows.length > 0) dispatch({ type: 'interrupted', uploads: rows });
      if (live && refused.length > 0) dispatch({ type: 'refuse', uploads: refused });
      if (finished) await invalidateAudio(queryClient);
    })();
    return () => {
      live = false;
    };
  }, [projectId, dispatch, queryClient]);

  return useMemo(
    () => ({
      /** A file was chosen again: its interrupted row goes (its upload now continues). */
      resumedBy(fingerprint: string) {
        const keys = [...found.current]
          .filter(([, upload]) => upload.fingerprint === fingerprint)
          .map(([key]) => key);
        for (const key of keys) found.current.delete(key);
        if (keys.length > 0) dispatch({ type: 'remove', keys });
      },
      /** Dismissed: forgotten here and on the server. */
      abandon(key: string) {
        const upload = found.current.get(key);
        if (!upload) return;
        found.current.delete(key);
        void abandonInterruptedUpload(upload);
      },
    }),
    [dispatch],
  );
}
