export { dashboardRepository } from './dashboard.repository.js';
export { dashboardRoutes } from './dashboard.routes.js';
export { dashboardRouteDocs } from './dashboard.openapi.js';
