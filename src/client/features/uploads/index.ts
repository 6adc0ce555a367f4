// Entry of uploads (issue 25 item 1): the app's one upload queue, mounted by the shell so it
// outlives every page, its indicator in the top bar, and what the song lists use of it.
export { UploadQueueProvider, useUploadQueue } from './upload-queue-provider';
export { UploadsIndicator } from './components/uploads-indicator';
export { uploadPlace, type NewUpload, type UploadTarget } from './api/upload-engine';
export { isQueueBusy, overallPercent } from './lib/upload-queue';
export type { PendingUpload, UploadFailure } from './lib/upload-queue';
