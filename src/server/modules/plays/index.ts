export { playsRepository } from './plays.repository.js';
export { playsRoutes } from './plays.routes.js';
export { playsService, type PlaysService } from './plays.service.js';
export { playsRouteDocs } from './plays.openapi.js';
