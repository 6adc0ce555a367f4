export { audioBulkRoutes } from './audio-bulk.routes.js';
