export { presentSplit } from './present-split.js';
export { splitConfirmationsRepository } from './split-confirmations.repository.js';
export { splitsRepository } from './splits.repository.js';
export { splitsRoutes } from './splits.routes.js';
export { splitsRouteDocs } from './splits.openapi.js';
