export { searchRepository } from './search.repository.js';
export { searchRoutes } from './search.routes.js';
export { searchRouteDocs } from './search.openapi.js';
