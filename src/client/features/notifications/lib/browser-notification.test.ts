import { describe, expect, it } from 'vitest';
import { shouldShowBrowserNotification } from './browser-notification';

describe('shouldShowBrowserNotification', () => {
  const yes = { enabled: true, permission: 'granted', hidden: true } as const;

  it('shows when push is on, the browser allows it, and the tab is hidden', () => {
    expect(shouldShowBrowserNotification(yes)).toBe(true);
  });

  it.each([
    ['push notifications are off', { ...yes, enabled: false }],
    ['the tab is visible', { ...yes, hidden: false }],
    ['the browser was never asked', { ...yes, permission: 'default' as const }],
    ['the browser refused', { ...yes, permission: 'denied' as const }],
    ['the browser has no notifications', { ...yes, permission: 'unsupported' as const }],
  ])('stays quiet when %s', (_case, conditions) => {
    expect(shouldShowBrowserNotification(conditions)).toBe(false);
  });
});
