export { playsRepository } from './plays.repository.js';
export { playsRoutes } from './plays.routes.js';
