export { presentSplit } from './present-split.js';
export { splitsRoutes } from './splits.routes.js';
