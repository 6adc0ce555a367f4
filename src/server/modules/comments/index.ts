export { commentsRepository } from './comments.repository.js';
export { commentsRoutes } from './comments.routes.js';
export { commentsRouteDocs } from './comments.openapi.js';
