export { API_DOCUMENT_VERSION, apiDocsRoutes, buildApiDocsAnswers } from './api-docs.routes.js';
export { apiDocsRouteDocs } from './api-docs.openapi.js';
