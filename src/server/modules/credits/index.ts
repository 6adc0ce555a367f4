export { creditsRoutes } from './credits.routes.js';
export { presentCredit } from './credits.service.js';
