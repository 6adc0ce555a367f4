import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by /before-paint.js: hands the presses held while a drawn page was not live yet. */
    trackroomPageLive?: () => void;
  }
}

/**
 * Placed beside a page inside its Suspense boundary: its effect runs once the page is live
 * (hydrated, or drawn here), and the presses /before-paint.js held meanwhile go to it.
 */
export function PageLive() {
  useEffect(() => {
    window.trackroomPageLive?.();
  }, []);
  return null;
}
