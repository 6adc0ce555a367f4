export { releasesRepository } from './releases.repository.js';
export { releasesRoutes } from './releases.routes.js';
export { releaseArtworkRoutes } from './release-artwork.routes.js';
