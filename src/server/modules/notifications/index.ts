export { publishProjectChange } from '../../db/project-events.js';
export { notifyProjectChange, type ProjectChange } from './change-notification.js';
export { notificationsRepository } from './notifications.repository.js';
export { notificationsRoutes } from './notifications.routes.js';
export { notifier } from './notifications.service.js';
export { projectMuteRoutes } from './project-mute.routes.js';
export { streamSessions, type StreamSessions } from './stream-sessions.js';
export { notificationsRouteDocs } from './notifications.openapi.js';
