import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '../../shared/schemas/auth';
import { xhrUpload } from './xhr-upload';
import { CURRENT_USER_KEY } from './queries/current-user';
import { PROFILES_KEY } from './queries/profiles';
import { uploadPercent } from './profile-picture-check';

// The dashboard's summary shows the picture too; its query is keyed by its URL
// (features/dashboard/api/dashboard.ts).
const DASHBOARD_SUMMARY_KEY = ['/api/dashboard/fast'] as const;

interface UploadReply {
  profileImageUrl: string;
}

/** POST /api/user/profile-picture (multipart field `profilePicture`) with upload progress. */
export function uploadProfilePicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadReply> {
  const form = new FormData();
  form.append('profilePicture', file);
  return xhrUpload<UploadReply>('/api/user/profile-picture', form, (loaded, total) =>
    onProgress(uploadPercent(loaded, total)),
  );
}

/** Uploads a new picture and refreshes everything that shows it, without a page reload. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadProfilePicture(file, setProgress);
    },
    onSuccess: async ({ profileImageUrl }) => {
      queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, profileImageUrl } : user,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
      ]);
    },
  });
  return { ...mutation, progress };
}
