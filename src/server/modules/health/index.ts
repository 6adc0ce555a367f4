export { healthRoutes } from './health.routes.js';
export { healthRouteDocs } from './health.openapi.js';
