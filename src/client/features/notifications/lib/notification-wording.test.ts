import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../../shared/schemas/notifications';
import type { BellNotification } from './notification-list';
import { kindKey, wordNotification, type Translate } from './notification-wording';

// Stands in for i18next: shows which key was asked for and with which values.
const fakeT: Translate = (key, values) =>
  values ? `${key} ${JSON.stringify(values)}` : `<${key}>`;

const base: BellNotification = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'collaboration',
  kind: 'invitation.received',
  params: { name: 'Ana', project: 'Summer EP', role: 'collaborator' },
  title: 'New invitation',
  message: 'Ana invited you to "Summer EP" as collaborator',
  link: '/invitations',
  isRead: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('wording a notification from its kind', () => {
  it('uses the kind keys with the params, the role translated', () => {
    const { title, message } = wordNotification(base, fakeT);
    expect(title.startsWith('kinds.invitation.received.title ')).toBe(true);
    expect(message).toBe(
      'kinds.invitation.received.message {"name":"Ana","project":"Summer EP","role":"<roles.collaborator>"}',
    );
  });
  it('passes an upload count as a number so the plural form is chosen', () => {
    const upload = {
      ...base,
      type: 'upload' as const,
      kind: 'audio.uploaded',
      params: { name: 'Ana', project: 'Summer EP', title: 'Intro', count: '3' },
    };
    expect(wordNotification(upload, fakeT).message).toContain('"count":3');
  });
  it('falls back to the stored English for a kind it does not know', () => {
    const unknown = { ...base, kind: 'release.scheduled' };
    expect(wordNotification(unknown, fakeT)).toEqual({
      title: 'New invitation',
      message: 'Ana invited you to "Summer EP" as collaborator',
    });
  });
  it('falls back to the stored English when a param its wording needs is missing', () => {
    const incomplete = { ...base, params: { name: 'Ana', project: 'Summer EP' } };
    expect(kindKey(incomplete)).toBeNull();
    expect(wordNotification(incomplete, fakeT).title).toBe('New invitation');
  });
  it('has a key for every kind the server sends', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const params = {
        name: 'a',
        project: 'b',
        role: 'viewer',
        title: 'c',
        count: '1',
        playlist: 'd',
        version: 'v2',
        percent: '92',
      };
      expect(kindKey({ kind, params })).toBe(`kinds.${kind}`);
    }
  });
});
