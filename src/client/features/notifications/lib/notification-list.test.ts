import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_UNREAD_COUNT_MAX } from '../../../../shared/schemas/notifications';
import {
  findNotification,
  markedRead,
  mergeNotification,
  parseStreamedNotification,
  unreadAfter,
  unreadBadgeLabel,
  type BellNotification,
  type NotificationPages,
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

/** Cached pages as the infinite query holds them. */
const pagesOf = (...pages: BellNotification[][]): NotificationPages => ({
  pages: pages.map((items, index) => ({
    items,
    next: index < pages.length - 1 ? `/api/notifications?cursor=${index}` : null,
    total: null,
  })),
  pageParams: pages.map((_, index) => `/api/notifications?page=${index}`),
});
const idsOf = (data: NotificationPages | undefined) =>
  data?.pages.map((page) => page.items.map((n) => n.id));

describe('merging a pushed notification into the cached pages', () => {
  it('puts it on top of the first page and leaves the later pages as they were', () => {
    const [a, b, c] = [notification(), notification(), notification()];
    const pushed = notification();
    expect(idsOf(mergeNotification(pagesOf([a, b], [c]), pushed))).toEqual([
      [pushed.id, a.id, b.id],
      [c.id],
    ]);
  });
  it('changes nothing when no page is cached yet (the first fetch brings it)', () => {
    expect(mergeNotification(undefined, notification())).toBeUndefined();
  });
  it('keeps each id once when a refetch already brought it in, on any page', () => {
    const pushed = notification();
    const other = notification();
    const merged = mergeNotification(pagesOf([other], [{ ...pushed, isRead: true }]), pushed);
    expect(idsOf(merged)).toEqual([[pushed.id, other.id], []]);
    expect(merged?.pages[0]?.items[0]?.isRead).toBe(false);
  });
  it('finds a cached notification on any page', () => {
    const deep = notification();
    expect(findNotification(pagesOf([notification()], [deep]), deep.id)).toBe(deep);
    expect(findNotification(undefined, deep.id)).toBeUndefined();
  });
});

describe('unread count and badge', () => {
  it("shows nothing at zero, the number up to 9 and '9+' above", () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(50)).toBe('9+');
  });
  it('follows reads and pushes, and leaves a count past the cap to the server', () => {
    expect(unreadAfter(3, { read: 'one' })).toBe(2);
    expect(unreadAfter(0, { read: 'one' })).toBe(0);
    expect(unreadAfter(7, { read: 'all' })).toBe(0);
    expect(unreadAfter(3, { pushed: true })).toBe(4);
    const past = NOTIFICATIONS_UNREAD_COUNT_MAX + 1;
    expect(unreadAfter(past, { read: 'one' })).toBe(past);
    expect(unreadAfter(past, { pushed: true })).toBe(past);
    expect(unreadAfter(undefined, { pushed: true })).toBeUndefined();
  });
});

describe('marking read', () => {
  it('marks one by id, on whichever page it is, and leaves the others as they were', () => {
    const first = notification();
    const second = notification();
    const result = markedRead(pagesOf([first], [second]), second.id);
    expect(result?.pages.map((page) => page.items[0]?.isRead)).toEqual([false, true]);
  });
  it('marks every one on every page without an id', () => {
    const result = markedRead(pagesOf([notification()], [notification(), notification()]));
    expect(result?.pages.every((page) => page.items.every((n) => n.isRead))).toBe(true);
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
