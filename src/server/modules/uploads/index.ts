export { removeAbandonedUploads } from './abandoned-uploads.js';
export type { ByteRange } from './byte-range.js';
export { attachmentDisposition } from './content-disposition.js';
export { sendByteRange } from './send-byte-range.js';
export { sweepUploadsAtStartup } from './startup-sweep.js';
export { uploadsRepository } from './uploads.repository.js';
export { uploadsRoutes } from './uploads.routes.js';
export { uploadsRouteDocs } from './uploads.openapi.js';
