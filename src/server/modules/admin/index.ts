export { adminOverviewRepository } from './admin-overview.repository.js';
export { adminUsersRepository } from './admin-users.repository.js';
export { adminRoutes } from './admin.routes.js';
export { passwordLinkRepository } from './password-link.repository.js';
export { passwordLinkRoutes } from './password-link.routes.js';
export { userResetLinkRoutes } from './user-reset-link.routes.js';
export { userStorageRepository } from './user-storage.repository.js';
export { userStorageRoutes } from './user-storage.routes.js';
export { adminRouteDocs, passwordLinkRouteDocs } from './admin.openapi.js';
