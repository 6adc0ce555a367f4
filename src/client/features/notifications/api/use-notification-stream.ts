import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NOTIFICATION_EVENT } from '../../../../shared/schemas/notifications';
import {
  mergeNotification,
  parseStreamedNotification,
  type BellNotification,
} from '../lib/notification-list';
import { NOTIFICATIONS_KEY } from './notifications';

const STREAM_URL = '/api/notifications/stream';
/** Reopening after the browser gave up: 5 s (the server's own `retry:`), doubling to 1 min. */
const REOPEN_FIRST_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

/**
 * Keeps one Server-Sent Events stream open for the signed-in profile (the stream is per profile,
 * so a switch closes it and opens the new one's) and puts each pushed notification on top of the
 * cached list, so the bell updates without a reload.
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
    const refetchList = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

    const open = () => {
      const stream = new EventSource(STREAM_URL);
      source = stream;
      stream.addEventListener(NOTIFICATION_EVENT, (event) => {
        const notification = parseStreamedNotification(event.data);
        if (!notification) return;
        queryClient.setQueryData<BellNotification[]>(NOTIFICATIONS_KEY, (list) =>
          mergeNotification(list, notification),
        );
        onNotificationRef.current(notification);
      });
      // The server pushes only what happens after it subscribed us: whatever came while the
      // stream was (re)connecting — or before the first open, after the list was fetched — is
      // caught by fetching the list once more.
      stream.onopen = () => {
        failures = 0;
        void refetchList();
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
