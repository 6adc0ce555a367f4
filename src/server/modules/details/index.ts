export { detailsRepository } from './details.repository.js';
export { detailsRoutes } from './details.routes.js';
export { presentDetails } from './present-details.js';
export { detailsRouteDocs } from './details.openapi.js';
