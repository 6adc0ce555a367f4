export { foldersRepository } from './folders.repository.js';
export { foldersRoutes } from './folders.routes.js';
export { foldersRouteDocs } from './folders.openapi.js';
