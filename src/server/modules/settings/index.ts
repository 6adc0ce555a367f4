export {
  SETTING_KEYS,
  areNotificationsEnabled,
  getMaxUploadMegabytes,
  isRegistrationAllowed,
  readSystemSettings,
  writeSystemSettings,
} from './settings.service.js';
export type { StoredSystemSettings } from './settings.service.js';
