import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { AUDIO_UPLOAD_STAGGER_MS } from '../../../../shared/constants';
import type { AudioFile } from '../../../../shared/schemas/audio';
import { xhrUpload } from '../../../lib/xhr-upload';
import { invalidateAudio } from './audio-mutations';

export interface UploadTarget {
  /** Upload into this project (POST /api/projects/{id}/audio); else the profile's library. */
  projectId?: string;
  /** Title for a single upload (recordings); files otherwise keep their names. */
  title?: string;
}

/** One file's upload with its progress in bytes sent (0..100). */
export function uploadAudioFile(
  file: File,
  target: UploadTarget,
  onPercent: (percent: number) => void,
): Promise<AudioFile> {
  const form = new FormData();
  if (target.title) form.append('title', target.title);
  form.append('audio', file, file.name);
  const percent = (loaded: number, total: number) =>
    onPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);
  if (target.projectId) {
    return xhrUpload<AudioFile[]>(`/api/projects/${target.projectId}/audio`, form, percent).then(
      ([created]) => {
        if (!created) throw new Error('The server stored no file');
        return created;
      },
    );
  }
  return xhrUpload<AudioFile>('/api/audio', form, percent);
}

export interface PendingUpload {
  key: string;
  name: string;
  percent: number;
}

export interface UploadOutcome {
  file: File;
  result?: AudioFile;
  error?: unknown;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads several files started AUDIO_UPLOAD_STAGGER_MS apart (part 2 §4), exposing one
 * "Uploading..." placeholder per file with its real byte progress, and the overall percent.
 */
export function useAudioUploads() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingUpload[]>([]);

  const upload = useCallback(
    async (files: File[], target: UploadTarget = {}): Promise<UploadOutcome[]> => {
      const batch = files.map((file, index) => ({
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        percent: 0,
      }));
      setPending((current) => [...current, ...batch]);
      const setPercent = (key: string, percent: number) =>
        setPending((current) => current.map((p) => (p.key === key ? { ...p, percent } : p)));
      const outcomes = await Promise.all(
        files.map(async (file, index): Promise<UploadOutcome> => {
          const { key } = batch[index]!;
          await wait(index * AUDIO_UPLOAD_STAGGER_MS);
          try {
            const result = await uploadAudioFile(file, target, (p) => setPercent(key, p));
            return { file, result };
          } catch (error) {
            return { file, error };
          } finally {
            setPending((current) => current.filter((p) => p.key !== key));
          }
        }),
      );
      await invalidateAudio(queryClient);
      return outcomes;
    },
    [queryClient],
  );

  const overallPercent =
    pending.length === 0
      ? 0
      : Math.round(pending.reduce((sum, p) => sum + p.percent, 0) / pending.length);
  return { upload, pending, overallPercent, isUploading: pending.length > 0 };
}
