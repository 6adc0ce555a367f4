export { releasesRepository } from './releases.repository.js';
export { releasesRoutes } from './releases.routes.js';
