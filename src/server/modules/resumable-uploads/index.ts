export { sweepAbandonedResumableUploads } from './resumable-sweep.js';
export { resumableUploadsRepository } from './resumable-uploads.repository.js';
export { resumableUploadRoutes } from './resumable-uploads.routes.js';
export { resumableUploadRouteDocs } from './resumable-uploads.openapi.js';
