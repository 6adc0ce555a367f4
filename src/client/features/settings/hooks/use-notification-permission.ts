import { useCallback, useEffect, useState } from 'react';

/** The browser's answer for notifications, or 'unsupported' where there is no Notification API. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

const readPermission = (): NotificationPermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * This browser's notification permission, kept current (it can change in the browser's own
 * settings), and `request()` to ask — only ever from a click, never on page load.
 */
export function useNotificationPermission() {
  const [state, setState] = useState<NotificationPermissionState>(readPermission);

  useEffect(() => {
    if (state === 'unsupported' || !navigator.permissions) return;
    let status: PermissionStatus | null = null;
    const handleChange = () => setState(readPermission());
    navigator.permissions
      .query({ name: 'notifications' })
      .then((result) => {
        status = result;
        result.addEventListener('change', handleChange);
      })
      .catch(() => {
        // Some browsers cannot be asked about this permission: the value read at mount stays.
      });
    return () => status?.removeEventListener('change', handleChange);
  }, [state]);

  const request = useCallback(async (): Promise<NotificationPermissionState> => {
    if (typeof Notification === 'undefined') return 'unsupported';
    const answer = await Notification.requestPermission();
    setState(answer);
    return answer;
  }, []);

  return { state, request };
}
