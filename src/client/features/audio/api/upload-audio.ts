import { useEffect, useMemo } from 'react';
import {
  uploadPlace,
  useUploadQueue,
  type NewUpload,
  type PendingUpload,
  type UploadTarget,
} from '../../uploads';

export type { NewUpload, PendingUpload, UploadTarget };

/**
 * One song list's view of the app's upload queue (features/uploads, issue 25 item 1): the rows
 * of the files going to this list's place, and the queue's actions. The queue itself lives in
 * the shell, so leaving the page leaves every file queued and sending; coming back shows them.
 * Mounting it looks once for this place's uploads interrupted by a reload.
 */
export function useAudioUploads(place: UploadTarget = {}) {
  const uploads = useUploadQueue();
  const { queue, watchPlace } = uploads;
  const { projectId } = place;
  useEffect(() => watchPlace({ projectId }), [watchPlace, projectId]);
  const key = uploadPlace({ projectId });
  const pending = useMemo(() => queue.filter((upload) => upload.place === key), [queue, key]);
  return { ...uploads, pending };
}
