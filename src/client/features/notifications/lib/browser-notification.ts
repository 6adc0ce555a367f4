/** What decides whether a pushed notification also pops up as a browser notification. */
export interface BrowserNotificationConditions {
  /** The account's "Push Notifications" setting. */
  enabled: boolean;
  /** This browser's permission ('unsupported' without a Notification API). */
  permission: NotificationPermission | 'unsupported';
  /** The tab is in the background (a visible tab has the bell and its announcement). */
  hidden: boolean;
}

/** Only when the person asked for them, the browser allows them, and the tab is out of sight. */
export function shouldShowBrowserNotification(conditions: BrowserNotificationConditions): boolean {
  return conditions.enabled && conditions.permission === 'granted' && conditions.hidden;
}

/**
 * Shows `title`/`message` as a browser notification when the conditions hold; a click brings
 * the tab forward and runs `onOpen`. `tag` (the notification's id) keeps one pop-up per item.
 */
export function showBrowserNotification(
  words: { title: string; message: string },
  tag: string,
  enabled: boolean,
  onOpen: () => void,
): void {
  const permission = typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
  const hidden = document.visibilityState === 'hidden';
  if (!shouldShowBrowserNotification({ enabled, permission, hidden })) return;
  const popup = new Notification(words.title, {
    body: words.message,
    tag,
    lang: document.documentElement.lang,
    icon: '/favicon.svg',
  });
  popup.onclick = () => {
    window.focus();
    popup.close();
    onOpen();
  };
}
