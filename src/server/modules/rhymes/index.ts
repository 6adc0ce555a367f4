export { rhymesRoutes } from './rhymes.routes.js';
