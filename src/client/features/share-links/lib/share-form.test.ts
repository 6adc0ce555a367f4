import { describe, expect, it } from 'vitest';
import {
  emptyShareForm,
  expiryBounds,
  expiryInstant,
  FOLLOW_LATEST,
  shareLinkRequest,
  versionLabel,
  type ShareTarget,
} from './share-form';

const SONG: ShareTarget = { type: 'audio', id: '11111111-1111-4111-8111-111111111111', title: 'S' };
const OLDER = '22222222-2222-4222-8222-222222222222';
const PROJECT: ShareTarget = {
  type: 'project',
  id: '33333333-3333-4333-8333-333333333333',
  title: 'P',
};

describe('shareLinkRequest', () => {
  it('names the chosen version of a song, kept to it', () => {
    const result = shareLinkRequest(SONG, {
      ...emptyShareForm(SONG),
      recipientName: ' Ana ',
      version: OLDER,
      password: 'secret',
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        target: { type: 'audio', id: OLDER, followLatest: false },
        recipientName: 'Ana',
        expiresAt: null,
        password: 'secret',
        allowDownload: false,
        allowComments: true,
      },
    });
  });

  it('"always the latest" names the song given and follows its latest', () => {
    const result = shareLinkRequest(SONG, {
      ...emptyShareForm(SONG),
      recipientName: 'Ana',
      version: FOLLOW_LATEST,
      recipientLanguage: 'de',
      recipientEmail: 'ana@example.com',
    });
    expect(result.ok && result.payload.target).toEqual({
      type: 'audio',
      id: SONG.id,
      followLatest: true,
    });
    expect(result.ok && result.payload.recipientLanguage).toBe('de');
    expect(result.ok && result.payload.recipientEmail).toBe('ana@example.com');
  });

  it('sends no version choice for a project', () => {
    const result = shareLinkRequest(PROJECT, { ...emptyShareForm(PROJECT), recipientName: 'Ana' });
    expect(result.ok && result.payload.target).toEqual({ type: 'project', id: PROJECT.id });
  });

  it('says which fields are wrong, with the schema messages', () => {
    const result = shareLinkRequest(SONG, {
      ...emptyShareForm(SONG),
      recipientName: '  ',
      recipientEmail: 'not-an-address',
      password: 'abc',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'password',
      'recipientEmail',
      'recipientName',
    ]);
    expect(result.errors.recipientName).toBe('Say who the link is for');
  });
});

describe('expiry', () => {
  it('a link expiring on a day lasts through the end of that day', () => {
    const instant = new Date(expiryInstant('2027-03-05')!);
    expect([instant.getFullYear(), instant.getMonth(), instant.getDate()]).toEqual([2027, 2, 5]);
    expect([instant.getHours(), instant.getMinutes()]).toEqual([23, 59]);
    expect(expiryInstant('5 March')).toBeNull();
  });

  it('offers tomorrow up to the longest expiry the server takes', () => {
    expect(expiryBounds(new Date(2026, 11, 31, 15))).toEqual({
      min: '2027-01-01',
      max: '2027-12-31',
    });
  });
});

describe('versionLabel', () => {
  it('numbers versions oldest first while lists come newest first', () => {
    expect(versionLabel(0, 3)).toBe('v3');
    expect(versionLabel(2, 3)).toBe('v1');
  });
});
