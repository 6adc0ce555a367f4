export { collaborationsRepository } from './collaborations.repository.js';
export { collaborationsRoutes } from './collaborations.routes.js';
export { collaborationsService } from './collaborations.service.js';
export { collaborationsRouteDocs } from './collaborations.openapi.js';
