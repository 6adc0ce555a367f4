export { creditsRepository } from './credits.repository.js';
export { creditsRoutes } from './credits.routes.js';
export { presentCredit } from './credits.service.js';
