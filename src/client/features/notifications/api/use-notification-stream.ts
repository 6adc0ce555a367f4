import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NOTIFICATION_EVENT } from '../../../../shared/schemas/notifications';
import { PROJECT_EVENT } from '../../../../shared/schemas/project-events';
import {
  findNotification,
  mergeNotification,
  parseStreamedNotification,
  unreadAfter,
  type BellNotification,
  type NotificationPages,
} from '../lib/notification-list';
import {
  editNotificationCache,
  notificationPagesQuery,
  NOTIFICATIONS_KEY,
  UNREAD_COUNT_KEY,
} from './notifications';
import { refreshAfterReconnect, refreshForProjectEvent } from './project-event-refresh';

const STREAM_URL = '/api/notifications/stream';
/** Reopening after the browser gave up: 5 s (the server's own `retry:`), doubling to 1 min. */
const REOPEN_FIRST_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

/**
 * Keeps one Server-Sent Events stream open for the signed-in profile (the stream is per profile,
 * so a switch closes it and opens the new one's) and puts each pushed notification on top of the
 * first cached page (and, when unread and new to the cache, one more on the badge), so the bell
 * updates without a reload. The same stream carries live project events (issue 26 item 1): each
 * makes the queries of what changed refetch, so every open project page follows its co-writers.
 */
export function useNotificationStream(
  profileId: string,
  onNotification: (notification: BellNotification) => void,
): void {
  const queryClient = useQueryClient();
  const onNotificationRef = useRef(onNotification);
  useEffect(() => {
    onNotificationRef.current = onNotification;
  }, [onNotification]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;
    const refetchList = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
      ]);
    /**
     * Drops the answers of the list's and count's fetches under way, if any (true then): a
     * refetch joins a first fetch still under way rather than repeating it, and that fetch may
     * have been answered before what the caller knows of happened.
     */
    const cancelFetches = async () => {
      const keys = [NOTIFICATIONS_KEY, UNREAD_COUNT_KEY];
      if (keys.every((queryKey) => queryClient.isFetching({ queryKey }) === 0)) return false;
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      return true;
    };

    /**
     * Puts a pushed notification in the cached list and badge. A fetch of either under way
     * would land after it and put the bell back without it (CI saw the bell announce one and
     * open on a list that lacked it): it is cancelled before the cache is edited (a cancel puts
     * back the state from before that fetch) and the list read again after.
     */
    const takePush = async (notification: BellNotification) => {
      const cancelled = await cancelFetches();
      const cached = queryClient.getQueryData<NotificationPages>(notificationPagesQuery.queryKey);
      const isNew = !notification.isRead && !findNotification(cached, notification.id);
      editNotificationCache(
        queryClient,
        (pages) => mergeNotification(pages, notification),
        (count) => (isNew ? unreadAfter(count, { pushed: true }) : count),
      );
      onNotificationRef.current(notification);
      if (cancelled) await refetchList();
    };

    const open = () => {
      const stream = new EventSource(STREAM_URL);
      source = stream;
      stream.addEventListener(NOTIFICATION_EVENT, (event) => {
        const notification = parseStreamedNotification(event.data);
        if (notification) void takePush(notification);
      });
      stream.addEventListener(PROJECT_EVENT, (event) => {
        void refreshForProjectEvent(queryClient, event.data);
      });
      // The server pushes only what happens after it subscribed us: whatever came while the
      // stream was (re)connecting — or before the first open, after the list was fetched — is
      // caught by fetching the list once more.
      stream.onopen = () => {
        failures = 0;
        void cancelFetches().then(refetchList);
        // Project changes made while the stream was down were never pushed: what is on screen
        // is read again (not at the first open: the page has just fetched it).
        if (opened) void refreshAfterReconnect(queryClient);
        opened = true;
      };
      stream.onerror = () => {
        // While CONNECTING the browser retries by itself. CLOSED means it gave up (an answer
        // that is not a stream, e.g. a 401 or a proxy error): the refetch lets the app's 401
        // handling see an ended session, and the stream is reopened later.
        if (stream.readyState !== EventSource.CLOSED) return;
        void refetchList();
        const delay = Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** failures);
        failures += 1;
        reopenTimer = setTimeout(open, delay);
      };
    };

    open();
    return () => {
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [profileId, queryClient]);
}
