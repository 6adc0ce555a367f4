export { publicReleaseRoutes } from './public-release.routes.js';
export { releaseDeliveryRoutes } from './release-delivery.routes.js';
export { releasesRepository } from './releases.repository.js';
export { releasesRoutes } from './releases.routes.js';
export { releaseArtworkRoutes } from './release-artwork.routes.js';
export { presentArtwork } from './present-release.js';
export { releasesRouteDocs } from './releases.openapi.js';
