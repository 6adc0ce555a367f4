export { removeExpiredDemoCopies } from './demo-expiry.js';
export { demoLoginRoutes } from './demo-login.routes.js';
export { ensureDemoData } from './demo-seed.js';
export { demoLoginRouteDocs } from './demo-login.openapi.js';
