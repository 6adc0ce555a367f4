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

export const toast = Object.assign(
  later((show, ...args: Parameters<SonnerToast>) => show(...args)),
  {
    success: later((show, ...args: Parameters<SonnerToast['success']>) => show.success(...args)),
    error: later((show, ...args: Parameters<SonnerToast['error']>) => show.error(...args)),
    warning: later((show, ...args: Parameters<SonnerToast['warning']>) => show.warning(...args)),
    info: later((show, ...args: Parameters<SonnerToast['info']>) => show.info(...args)),
    dismiss: later((show, ...args: Parameters<SonnerToast['dismiss']>) => show.dismiss(...args)),
  },
);
