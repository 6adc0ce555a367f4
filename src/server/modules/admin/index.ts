export { adminRoutes } from './admin.routes.js';
export { passwordLinkRoutes } from './password-link.routes.js';
export { userResetLinkRoutes } from './user-reset-link.routes.js';
export { userStorageRoutes } from './user-storage.routes.js';
