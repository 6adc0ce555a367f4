import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  endToastsOfOtherPages,
  loadSonner,
  subscribeToToastHost,
  toastHostWanted,
} from '../lib/notify';
import type { ResolvedTheme } from '../features/settings/lib/theme';

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/**
 * sonner's Toaster (one toast visible at a time, part 1 §4), mounted once sonner is wanted:
 * on the first toast, or when the browser is idle after the first paint, so its live region
 * is in place well before the first message in practice while staying out of the first load.
 * An error toast ends with the page it was raised on (issue 25 item 9).
 */
export function ToastHost({ theme }: { theme: ResolvedTheme }) {
  const wanted = useSyncExternalStore(subscribeToToastHost, toastHostWanted, toastHostWanted);
  const { pathname } = useLocation();
  useEffect(() => endToastsOfOtherPages(pathname), [pathname]);
  useEffect(() => {
    if (wanted) return;
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => void loadSonner(), { timeout: 3000 })
      : window.setTimeout(() => void loadSonner(), 1000);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} richColors closeButton position="top-right" theme={theme} />
    </Suspense>
  );
}
