export { accountSettingsRepository } from './account-settings.repository.js';
export { accountSettingsRoutes } from './account-settings.routes.js';
export { settingsTimeZone } from './account-settings.service.js';
export { dataExportRepository } from './data-export.repository.js';
export { ZipPathAllocator, extensionOf, safeSegment } from './zip-paths.js';
export { accountSettingsRouteDocs } from './account-settings.openapi.js';
