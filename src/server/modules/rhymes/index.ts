export { rhymesRoutes } from './rhymes.routes.js';
export { rhymesRouteDocs } from './rhymes.openapi.js';
