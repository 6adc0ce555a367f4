import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import { ACCOUNT_STORAGE_KEY, accountStorageQuery } from '../api/account-storage';
import { useAudioUploads, type UploadTarget } from '../api/upload-audio';
import { splitByStorageLeft } from '../lib/storage-fit';

/**
 * Uploads with the spec's toasts (part 2 §8): one "Upload Failed" per refused file, naming it,
 * with the server's reason (e.g. the 413 limit or the 415 type), and "Upload Successful".
 * `checkStorage` (uploads into the person's own storage: their library or their projects)
 * refuses, before sending, the files that cannot fit in the storage left.
 */
export function useSongUploads(target: UploadTarget = {}, { checkStorage = false } = {}) {
  const { t, i18n } = useTranslation('audio');
  const queryClient = useQueryClient();
  const { upload, pending, overallPercent, isUploading } = useAudioUploads();
  const { projectId } = target;

  /** The files that fit in the storage left; a toast names each one that does not. */
  const keepWhatFits = useCallback(
    async (files: File[]): Promise<File[]> => {
      let left: number;
      try {
        const storage = await queryClient.fetchQuery({ ...accountStorageQuery, staleTime: 0 });
        left = Math.max(0, storage.limitBytes - storage.usedBytes);
      } catch {
        return files; // the server checks every file anyway
      }
      const { fit, refused } = splitByStorageLeft(files, left);
      for (const file of refused) {
        toast.error(t('toast.uploadFailed'), {
          description: t('toast.noRoom', {
            name: file.name,
            left: formatBytes(left, i18n.resolvedLanguage),
          }),
        });
      }
      return fit;
    },
    [queryClient, t, i18n.resolvedLanguage],
  );

  const uploadFiles = useCallback(
    async (chosen: File[]) => {
      const files = checkStorage && chosen.length > 0 ? await keepWhatFits(chosen) : chosen;
      if (files.length === 0) return;
      const outcomes = await upload(files, { projectId });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_STORAGE_KEY });
      const stored = outcomes.filter((outcome) => outcome.result).length;
      if (stored > 0) {
        toast.success(t('toast.uploadSuccess'), {
          description: t('toast.uploadSuccessBody', { count: stored }),
        });
      }
      for (const { file, error } of outcomes) {
        if (!error) continue;
        const reason = errorMessage(error, '');
        toast.error(t('toast.uploadFailed'), {
          description: reason
            ? t('toast.uploadFailedReason', { name: file.name, message: reason })
            : t('toast.uploadFailedBody', { name: file.name }),
        });
      }
    },
    [upload, projectId, t, checkStorage, keepWhatFits, queryClient],
  );

  /** A finished recording: uploaded with its title; rejects so the recorder can say it failed. */
  const uploadRecording = useCallback(
    async (file: File, title: string) => {
      const [outcome] = await upload([file], { projectId, title });
      if (outcome?.error) throw outcome.error;
    },
    [upload, projectId],
  );

  return { uploadFiles, uploadRecording, pending, overallPercent, isUploading };
}

/** What useSongUploads returns: the upload actions and their progress. */
export type SongUploads = ReturnType<typeof useSongUploads>;
