import { describe, expect, it } from 'vitest';
import { canDeleteAudio, canEditAudio } from './audio-access.js';

// DESIGN §5: viewers only see; collaborators upload and edit, and delete their own uploads.
describe('audio permissions', () => {
  const mine = { uploaderProfileId: 'me' };
  const theirs = { uploaderProfileId: 'someone-else' };

  it('lets collaborators and owners edit titles and notes, not viewers', () => {
    expect(canEditAudio('owner')).toBe(true);
    expect(canEditAudio('collaborator')).toBe(true);
    expect(canEditAudio('viewer')).toBe(false);
  });

  it('lets the owner delete anything and a collaborator only their own uploads', () => {
    expect(canDeleteAudio('owner', theirs, 'me')).toBe(true);
    expect(canDeleteAudio('collaborator', mine, 'me')).toBe(true);
    expect(canDeleteAudio('collaborator', theirs, 'me')).toBe(false);
    expect(canDeleteAudio('collaborator', { uploaderProfileId: null }, 'me')).toBe(false);
    expect(canDeleteAudio('viewer', mine, 'me')).toBe(false);
  });
});
