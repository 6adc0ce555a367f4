export { enterpriseRepository } from './enterprise.repository.js';
export { enterpriseRoutes } from './enterprise.routes.js';
