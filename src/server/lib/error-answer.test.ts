import { describe, expect, it } from 'vitest';
import * as adminMessages from '../../shared/schemas/admin.js';
import * as collaborationMessages from '../../shared/schemas/collaborations.js';
import * as commentMessages from '../../shared/schemas/comments.js';
import * as playlistMessages from '../../shared/schemas/playlists.js';
import * as settingsMessages from '../../shared/schemas/settings.js';
import { PROFILE_MESSAGES } from '../../shared/schemas/profile.js';
import { CANNOT_DELETE_SELF } from '../modules/admin/admin-users.service.js';
import {
  UNREADABLE_AUDIO,
  UNSUPPORTED_AUDIO,
} from '../modules/audio-uploads/audio-upload.service.js';
import {
  quotaMessage,
  storageLimitMessage,
  uploadCapMessage,
} from '../modules/audio/storage-quota.js';
import { TOO_MANY_PASSWORD_ATTEMPTS } from '../modules/account-settings/account-settings.service.js';
import { EMAIL_TAKEN_MESSAGE, INVALID_LOGIN_MESSAGE } from '../modules/auth/auth.service.js';
import { NEIGHBOUR_MOVED } from '../modules/library-order/song-places.service.js';
import { IMAGE_TOO_LARGE } from '../modules/profile/profile-picture.service.js';
import { LIBRARY_CANNOT_BE_DELETED } from '../modules/projects/projects.service.js';
import { codedError } from './error-answer.js';
import { DATABASE_UNAVAILABLE, STORAGE_FULL } from './infrastructure-errors.js';
import { INVALID_CURSOR } from './pagination.js';
import { NUL_IN_TEXT } from './validate.js';

/** Exported string constants whose name says they are a refusal's text. */
const messagesOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(
      ([name, value]) =>
        typeof value === 'string' &&
        /NOT_FOUND|INVALID|MISSING|REQUIRED|WRONG|SAME|FORBIDDEN|CANNOT|CLOSED|SUSPENDED|ALREADY|FULL|MISMATCH|PAST_END|LEAVE/.test(
          name,
        ),
    )
    .map(([, value]) => value as string);

describe('error answers carry a code', () => {
  it('finds a specific code for the texts services refuse with', () => {
    const texts = [
      ...messagesOf(adminMessages),
      ...messagesOf(collaborationMessages),
      ...messagesOf(commentMessages),
      ...messagesOf(playlistMessages),
      ...messagesOf(settingsMessages),
      ...Object.values(PROFILE_MESSAGES),
      CANNOT_DELETE_SELF,
      UNREADABLE_AUDIO,
      UNSUPPORTED_AUDIO,
      TOO_MANY_PASSWORD_ATTEMPTS,
      EMAIL_TAKEN_MESSAGE,
      INVALID_LOGIN_MESSAGE,
      NEIGHBOUR_MOVED,
      IMAGE_TOO_LARGE,
      LIBRARY_CANNOT_BE_DELETED,
      DATABASE_UNAVAILABLE,
      STORAGE_FULL,
      INVALID_CURSOR,
      NUL_IN_TEXT,
      uploadCapMessage('a.wav', 50),
      quotaMessage('a.wav', 'studio', false),
      storageLimitMessage('a.wav', 500, true),
    ];
    expect(texts.length).toBeGreaterThan(40);
    const generic = texts.filter((text) => codedError(400, text).code === 'request.invalid');
    expect(generic).toEqual([]);
  });

  it('keeps the thrower’s own code, and gives params only with the catalogue’s code', () => {
    expect(codedError(429, 'Too many sign-ups from this address.', 'rateLimited')).toEqual({
      message: 'Too many sign-ups from this address.',
      code: 'rateLimited',
    });
    expect(codedError(413, uploadCapMessage('a.wav', 50))).toEqual({
      message: '"a.wav" is larger than the 50 MB upload limit',
      code: 'upload.overFileCap',
      params: { name: 'a.wav', limit: '50' },
    });
  });

  it('falls back to a generic code by status', () => {
    expect(codedError(404, 'Route GET /api/nothing not found').code).toBe('notFound');
    expect(codedError(409, 'Something new').code).toBe('conflict');
    expect(codedError(418, 'Teapot').code).toBe('request.invalid');
    expect(codedError(504, 'Gateway').code).toBe('server.error');
  });
});
