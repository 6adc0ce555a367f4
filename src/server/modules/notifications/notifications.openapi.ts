import { z } from 'zod';
import {
  notificationIdParamsSchema,
  notificationSchema,
  notificationsQuerySchema,
  projectMuteSchema,
  unreadCountSchema,
} from '../../../shared/schemas/notifications.js';
import { projectIdParamsSchema } from '../../../shared/schemas/projects.js';
import { docsFor, empty, json, jsonBody, media, page } from '../../lib/route-docs.js';

export const notificationsRouteDocs = docsFor('notifications', [
  {
    method: 'GET',
    path: '/api/notifications',
    summary: "The active profile's notifications, newest first",
    query: notificationsQuerySchema,
    paged: true,
    answers: { 200: page(notificationSchema, 'A page of notifications', true) },
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: 'How many notifications are unread',
    answers: { 200: json(unreadCountSchema) },
  },
  {
    method: 'PATCH',
    path: '/api/notifications/mark-all-read',
    summary: 'Mark every notification read',
    answers: { 200: json(z.object({ updated: z.number().int() })) },
  },
  {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    summary: 'Mark one notification read',
    params: notificationIdParamsSchema,
    answers: { 204: empty() },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/notifications/stream',
    summary: 'Live notifications and project changes (Server-Sent Events)',
    description:
      'Events `notification` (data: a notification as in the list) and `project` (data: what changed in a project, never its content; decision 028). The stream ends when the session ends; 10 streams per account.',
    answers: { 200: media(['text/event-stream'], 'An event stream that stays open') },
    errors: [429],
  },
  {
    method: 'GET',
    path: '/api/projects/:id/mute',
    summary: "Whether the caller muted a project's notifications",
    params: projectIdParamsSchema,
    answers: { 200: json(projectMuteSchema) },
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/api/projects/:id/mute',
    summary: "Mute or unmute a project's notifications",
    params: projectIdParamsSchema,
    body: jsonBody(projectMuteSchema),
    answers: { 200: json(projectMuteSchema) },
    errors: [400, 404],
  },
]);
