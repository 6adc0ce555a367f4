export { authRepository, insertAccount, profileOrder } from './auth.repository.js';
export { authRoutes } from './auth.routes.js';
export { EMAIL_TAKEN_MESSAGE, authService, insertProfileWithLibrary } from './auth.service.js';
export { passwordResetRepository } from './password-reset.repository.js';
export { passwordResetService } from './password-reset.service.js';
export { authRouteDocs } from './auth.openapi.js';
