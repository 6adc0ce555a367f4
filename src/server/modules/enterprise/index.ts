export { enterpriseRoutes } from './enterprise.routes.js';
