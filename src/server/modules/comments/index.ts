export { commentsRoutes } from './comments.routes.js';
