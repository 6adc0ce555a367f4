export { libraryOrderRoutes } from './library-order.routes.js';
