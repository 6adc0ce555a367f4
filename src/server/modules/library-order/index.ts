export { libraryOrderRepository } from './library-order.repository.js';
export { libraryOrderRoutes } from './library-order.routes.js';
export { songPlacesRepository } from './song-places.repository.js';
export { libraryOrderRouteDocs } from './library-order.openapi.js';
