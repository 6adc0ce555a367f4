import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The parts of the Navigation API's `navigate` event this hook reads (Chromium, Firefox). */
interface NavigateEventLike extends Event {
  destination?: { sameDocument?: boolean };
  downloadRequest?: string | null;
}

/**
 * While `unsaved` is true (auto-save is off and an editor holds changes), leaving asks first:
 * closing or reloading the page through the browser's own prompt, and moving elsewhere inside
 * the app through a confirm — where the browser has the Navigation API, which sees the router's
 * navigations (react-router's declarative mode offers no blocker of its own).
 */
export function useUnsavedChangesWarning(unsaved: boolean): void {
  const { t } = useTranslation('settings');
  const messageRef = useRef('');
  messageRef.current = t('unsaved.leave');

  useEffect(() => {
    if (!unsaved) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const handleNavigate = (event: Event) => {
      const navigate = event as NavigateEventLike;
      // Leaving the document is beforeunload's to ask; downloads leave nothing.
      if (!navigate.cancelable || !navigate.destination?.sameDocument) return;
      if (navigate.downloadRequest) return;
      if (!window.confirm(messageRef.current)) navigate.preventDefault();
    };
    const navigation = (window as { navigation?: EventTarget }).navigation;
    window.addEventListener('beforeunload', handleBeforeUnload);
    navigation?.addEventListener('navigate', handleNavigate);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      navigation?.removeEventListener('navigate', handleNavigate);
    };
  }, [unsaved]);
}
