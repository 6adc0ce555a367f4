import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: the sidebar shows from here, smaller screens get a drawer. */
const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(LARGE_SCREEN_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the viewport is at least `lg`, updated as the window is resized. */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(LARGE_SCREEN_QUERY).matches,
    () => true,
  );
}
