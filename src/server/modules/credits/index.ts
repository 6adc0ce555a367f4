export { creditsRepository } from './credits.repository.js';
export { creditsRoutes } from './credits.routes.js';
export { presentCredit } from './credits.service.js';
export { creditsRouteDocs } from './credits.openapi.js';
