export { aiRoutes } from './ai.routes.js';
