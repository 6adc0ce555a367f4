export { playsRoutes } from './plays.routes.js';
