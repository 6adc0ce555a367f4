export { notificationsRepository } from './notifications.repository.js';
export { notificationsRoutes } from './notifications.routes.js';
export { notifier } from './notifications.service.js';
