import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_LIST_LIMIT } from '../../../../shared/schemas/notifications';
import {
  markedRead,
  mergeNotification,
  parseStreamedNotification,
  unreadBadgeLabel,
  unreadCount,
  type BellNotification,
} from './notification-list';

let sequence = 0;
function notification(overrides: Partial<BellNotification> = {}): BellNotification {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'collaboration',
    kind: 'invitation.received',
    params: { name: 'Ana', project: 'Summer EP', role: 'viewer' },
    title: 'New invitation',
    message: 'Ana invited you to "Summer EP" as viewer',
    link: '/invitations',
    isRead: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

describe('merging a pushed notification into the cached list', () => {
  it('puts it on top of the list', () => {
    const older = notification();
    const pushed = notification();
    expect(mergeNotification([older], pushed).map((n) => n.id)).toEqual([pushed.id, older.id]);
  });
  it('starts a list when nothing is cached yet', () => {
    const pushed = notification();
    expect(mergeNotification(undefined, pushed)).toEqual([pushed]);
  });
  it('keeps each id once when a refetch already brought it in', () => {
    const pushed = notification();
    const other = notification();
    const merged = mergeNotification([other, { ...pushed, isRead: true }], pushed);
    expect(merged.map((n) => n.id)).toEqual([pushed.id, other.id]);
    expect(merged[0]?.isRead).toBe(false);
  });
  it('never grows past the server list limit', () => {
    const full = Array.from({ length: NOTIFICATIONS_LIST_LIMIT }, () => notification());
    const merged = mergeNotification(full, notification());
    expect(merged).toHaveLength(NOTIFICATIONS_LIST_LIMIT);
    expect(merged.at(-1)?.id).toBe(full.at(-2)?.id);
  });
});

describe('unread count and badge', () => {
  it('counts only unread notifications', () => {
    expect(unreadCount([notification(), notification({ isRead: true }), notification()])).toBe(2);
    expect(unreadCount(undefined)).toBe(0);
  });
  it("shows nothing at zero, the number up to 9 and '9+' above", () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(50)).toBe('9+');
  });
});

describe('marking read', () => {
  it('marks one by id and leaves the others as they were', () => {
    const first = notification();
    const second = notification();
    const result = markedRead([first, second], first.id);
    expect(result?.map((n) => n.isRead)).toEqual([true, false]);
  });
  it('marks every one without an id', () => {
    expect(markedRead([notification(), notification()])?.every((n) => n.isRead)).toBe(true);
  });
  it('leaves an empty cache empty', () => {
    expect(markedRead(undefined)).toBeUndefined();
  });
});

describe('reading a stream event', () => {
  it('accepts a notification, including a kind this code does not know yet', () => {
    const sent = notification({ kind: 'release.scheduled' });
    expect(parseStreamedNotification(JSON.stringify(sent))).toEqual(sent);
  });
  it('refuses what is not JSON or not a notification', () => {
    expect(parseStreamedNotification('not json')).toBeNull();
    expect(parseStreamedNotification(JSON.stringify({ id: 'x' }))).toBeNull();
    expect(parseStreamedNotification(undefined)).toBeNull();
  });
});
