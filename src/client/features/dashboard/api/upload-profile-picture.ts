import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { ApiError } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../auth/api/current-user';
import { PROFILES_KEY } from '../../auth/api/profiles';
import { uploadPercent } from '../profile-picture-check';
import { DASHBOARD_KEY } from './dashboard';

interface UploadReply {
  profileImageUrl: string;
}

/**
 * POST /api/user/profile-picture (multipart field `profilePicture`). XMLHttpRequest rather than
 * fetch because only it reports upload progress; errors match apiRequest's ApiError.
 */
export function uploadProfilePicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/user/profile-picture');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => onProgress(uploadPercent(event.loaded, event.total));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadReply);
        } catch {
          reject(new ApiError(xhr.status, 'Invalid server reply'));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      }
    };
    // No reply at all: the same TypeError fetch throws for network failures.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    const form = new FormData();
    form.append('profilePicture', file);
    xhr.send(form);
  });
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
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
      ]);
    },
  });
  return { ...mutation, progress };
}
