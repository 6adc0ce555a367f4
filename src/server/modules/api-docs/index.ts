export { apiDocsRoutes } from './api-docs.routes.js';
export { apiDocsRouteDocs } from './api-docs.openapi.js';
export { buildOpenApiDocument, openApiPath } from './openapi-document.js';
