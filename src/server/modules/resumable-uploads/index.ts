export { sweepAbandonedResumableUploads, sweepResumableUploads } from './resumable-sweep.js';
export { resumableUploadsRepository } from './resumable-uploads.repository.js';
export { resumableUploadRoutes } from './resumable-uploads.routes.js';
