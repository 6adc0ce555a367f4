export { enterpriseRepository } from './enterprise.repository.js';
export { enterpriseRoutes } from './enterprise.routes.js';
export { enterpriseRouteDocs } from './enterprise.openapi.js';
