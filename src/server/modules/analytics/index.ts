export { analyticsRepository } from './analytics.repository.js';
export { analyticsRoutes } from './analytics.routes.js';
export { analyticsRouteDocs } from './analytics.openapi.js';
