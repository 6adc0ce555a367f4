export { aiRoutes } from './ai.routes.js';
export { aiRouteDocs } from './ai.openapi.js';
