export { sweepAbandonedResumableUploads, sweepResumableUploads } from './resumable-sweep.js';
export { resumableUploadRoutes } from './resumable-uploads.routes.js';
