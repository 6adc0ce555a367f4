import {
  accountSettingsUpdateSchema,
  changePasswordSchema,
  deleteAccountSchema,
  settingsResponseSchema,
} from '../../../shared/schemas/settings.js';
import { docsFor, empty, json, jsonBody, media } from '../../lib/route-docs.js';

export const accountSettingsRouteDocs = docsFor('settings', [
  {
    method: 'GET',
    path: '/api/settings',
    summary: "The account's and active profile's settings",
    answers: { 200: json(settingsResponseSchema) },
  },
  {
    method: 'PATCH',
    path: '/api/settings',
    summary: 'Change settings',
    body: jsonBody(accountSettingsUpdateSchema),
    answers: { 200: json(settingsResponseSchema) },
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/settings/export',
    summary: 'Everything of the account as one ZIP (one export at a time per account)',
    answers: { 200: media(['application/zip'], 'A ZIP (attachment), streamed') },
  },
  {
    method: 'PUT',
    path: '/api/account/password',
    summary: 'Change the password (other sessions end)',
    body: jsonBody(changePasswordSchema),
    answers: { 204: empty() },
    errors: [400, 401, 429],
  },
  {
    method: 'DELETE',
    path: '/api/account',
    summary: 'Delete the account and everything it owns (the password confirms)',
    body: jsonBody(deleteAccountSchema),
    answers: { 204: empty('Deleted; signed out') },
    errors: [400, 401, 429],
  },
]);
