export { audioBulkRoutes } from './audio-bulk.routes.js';
export { audioBulkRouteDocs } from './audio-bulk.openapi.js';
