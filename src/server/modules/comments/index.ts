export { commentsRepository } from './comments.repository.js';
export { commentsRoutes } from './comments.routes.js';
