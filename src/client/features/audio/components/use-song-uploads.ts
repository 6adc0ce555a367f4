import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { formatBytes } from '../../../lib/format-bytes';
import { accountStorageQuery } from '../../../lib/queries/account-storage';
import { useAudioUploads, type UploadTarget } from '../api/upload-audio';
import { splitByStorageLeft } from '../lib/storage-fit';
import { isQueueBusy, overallPercent } from '../../uploads';

/**
 * The song lists' uploads (issue 16 item 6): every chosen or dropped file gets a row in the
 * app's queue (issue 25 item 1: it outlives the page); a refused one stays as a failed row with
 * the server's reason, Dismiss, and Retry where sending again can help (issue 25 item 3).
 * "Upload Successful" says how many went in once the queue is idle. `checkStorage` (uploads into the person's own storage: their library or their
 * projects) refuses, before sending, the files that cannot fit in the storage left.
 */
export function useSongUploads(target: UploadTarget = {}, { checkStorage = false } = {}) {
  const { t, i18n } = useTranslation('audio');
  const queryClient = useQueryClient();
  const queue = useAudioUploads({ projectId: target.projectId });
  const { enqueue, refuse, uploadOne } = queue;
  const { projectId } = target;

  /** The bytes left in the person's storage, or null when unknown (the server checks anyway). */
  const storageLeft = useCallback(async (): Promise<number | null> => {
    try {
      const storage = await queryClient.fetchQuery({ ...accountStorageQuery, staleTime: 0 });
      return Math.max(0, storage.limitBytes - storage.usedBytes);
    } catch {
      return null;
    }
  }, [queryClient]);

  const uploadFiles = useCallback(
    async (chosen: File[]) => {
      if (chosen.length === 0) return;
      const left = checkStorage ? await storageLeft() : null;
      const { fit, refused } =
        left === null ? { fit: chosen, refused: [] } : splitByStorageLeft(chosen, left);
      const where = { projectId };
      refuse(
        refused.map((file) => ({
          file,
          target: where,
          reason: t('toast.noRoom', {
            name: file.name,
            left: formatBytes(left ?? 0, i18n.resolvedLanguage),
          }),
          // The server decides: space may have been freed since the storage was read.
          retryable: true,
        })),
      );
      enqueue(fit.map((file) => ({ file, target: where })));
    },
    [checkStorage, storageLeft, refuse, enqueue, projectId, t, i18n.resolvedLanguage],
  );

  /** A finished recording: uploaded with its title; rejects so the recorder keeps the take. */
  const uploadRecording = useCallback(
    async (file: File, title: string) => {
      await uploadOne(file, { projectId, title });
    },
    [uploadOne, projectId],
  );

  useStoredToast(queue.pending, isQueueBusy(queue.pending));

  return {
    uploadFiles,
    uploadRecording,
    retry: queue.retry,
    dismiss: queue.dismiss,
    pending: queue.pending,
    overallPercent: overallPercent(queue.pending),
    isUploading: isQueueBusy(queue.pending),
    /** Where recordings of this list are kept until stored: the project, else the library. */
    takePlace: projectId ?? 'library',
  };
}

/** "Upload Successful: n files uploaded" each time the queue runs dry after storing some. */
function useStoredToast(pending: { key: string; state: string }[], busy: boolean) {
  const { t } = useTranslation('audio');
  const stored = useRef(new Set<string>());
  useEffect(() => {
    for (const upload of pending) if (upload.state === 'done') stored.current.add(upload.key);
  }, [pending]);
  useEffect(() => {
    if (busy || stored.current.size === 0) return;
    toast.success(t('toast.uploadSuccess'), {
      description: t('toast.uploadSuccessBody', { count: stored.current.size }),
    });
    stored.current.clear();
  }, [busy, t]);
}

/** What useSongUploads returns: the upload actions and their progress. */
export type SongUploads = ReturnType<typeof useSongUploads>;
