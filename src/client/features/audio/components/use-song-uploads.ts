import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import { useAudioUploads, type UploadTarget } from '../api/upload-audio';

/**
 * Uploads with the spec's toasts (part 2 §8): one "Upload Failed" per refused file, naming it,
 * with the server's reason (e.g. the 413 limit or the 415 type), and "Upload Successful".
 */
export function useSongUploads(target: UploadTarget = {}) {
  const { t } = useTranslation('audio');
  const { upload, pending, overallPercent, isUploading } = useAudioUploads();
  const { projectId } = target;

  const uploadFiles = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const outcomes = await upload(files, { projectId });
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
    [upload, projectId, t],
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
