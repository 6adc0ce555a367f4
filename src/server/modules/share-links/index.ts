export { servedTracksRepository } from './served-tracks.repository.js';
export { shareLinksRepository } from './share-links.repository.js';
export { shareLinksRoutes } from './share-links.routes.js';
export { shareReceiptsRepository } from './share-receipts.repository.js';
export { sharedLinkRoutes } from './shared-link.routes.js';
export { shareLinksRouteDocs } from './share-links.openapi.js';
