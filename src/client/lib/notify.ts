import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type SonnerToast = typeof sonnerToast;

let sonner: Promise<Sonner> | undefined;
let hostWanted = false;
const hostListeners = new Set<() => void>();

/**
 * sonner (toasts and their host), fetched once on first need: a toast, or the app being idle
 * after its first paint. It is not part of any page's first load.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    // A failed fetch is forgotten, so the next toast tries again.
    sonner.catch(() => (sonner = undefined));
  }
  if (!hostWanted) {
    hostWanted = true;
    hostListeners.forEach((listener) => listener());
  }
  return sonner;
}

/** For the toast host (useSyncExternalStore): whether anything has asked for sonner yet. */
export function subscribeToToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}
export function toastHostWanted(): boolean {
  return hostWanted;
}

/**
 * sonner's toast, called once sonner has loaded. Calls keep their order (they share one
 * promise), and a toast sent before the host mounted is shown by it on mount (sonner replays
 * active toasts to a new subscriber). The id sonner returns is not passed on: nothing uses it.
 */
function later<A extends unknown[]>(call: (toast: SonnerToast, ...args: A) => unknown) {
  return (...args: A): void => {
    loadSonner().then(
      ({ toast }) => call(toast, ...args),
      () => undefined,
    );
  };
}

/**
 * The error toasts on screen, with the page (path) each was raised on. An error belongs to its
 * page and to its cause (issue 25 item 9): it ends when the person leaves the page, when the
 * cause is fixed, or when a success says the thing now worked; otherwise it could outlive a
 * fix and show up again, on another page, behind the success (one toast visible at a time).
 */
const errorPages = new Map<string | number, string>();

const currentPath = () => globalThis.location?.pathname ?? '';

const endErrors = later((show, keep: (page: string) => boolean) => {
  for (const [id, page] of errorPages) {
    if (keep(page)) continue;
    show.dismiss(id);
    errorPages.delete(id);
  }
});

/** Ends the error toasts raised on other pages than `path` (the route changed to it). */
export function endToastsOfOtherPages(path: string): void {
  // Nothing was ever shown before sonner is asked for: do not fetch it for this.
  if (sonner) endErrors((page) => page === path);
}

/** Ends every error toast: the error it told of is fixed. */
export function endErrorToasts(): void {
  if (sonner) endErrors(() => false);
}

const showError = later(
  (show, page: string, ...args: Parameters<SonnerToast['error']>) =>
    void errorPages.set(show.error(...args), page),
);

export const toast = Object.assign(
  later((show, ...args: Parameters<SonnerToast>) => show(...args)),
  {
    success: later((show, ...args: Parameters<SonnerToast['success']>) => {
      for (const id of errorPages.keys()) show.dismiss(id);
      errorPages.clear();
      show.success(...args);
    }),
    // The page is read when the error is raised: a navigation may come before sonner loads.
    error: (...args: Parameters<SonnerToast['error']>) => showError(currentPath(), ...args),
    warning: later((show, ...args: Parameters<SonnerToast['warning']>) => show.warning(...args)),
    info: later((show, ...args: Parameters<SonnerToast['info']>) => show.info(...args)),
    dismiss: later((show, ...args: Parameters<SonnerToast['dismiss']>) => show.dismiss(...args)),
  },
);
