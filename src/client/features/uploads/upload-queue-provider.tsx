import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { isQueueBusy } from './lib/upload-queue';
import { useUploadEngine, type UploadEngine } from './api/upload-engine';

const UploadQueueContext = createContext<UploadEngine | null>(null);

/**
 * While files wait or send, closing or reloading the tab asks first (the browser's own
 * prompt): the files kept in this browser would queue again, but a started one would wait
 * for the person to choose it again.
 */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [active]);
}

/**
 * The app's upload queue (issue 25 item 1), mounted by the shell so that it outlives every
 * page: `account` is the signed-in profile whose waiting files this browser keeps.
 */
export function UploadQueueProvider({
  account,
  children,
}: {
  account: string | null;
  children: ReactNode;
}) {
  const engine = useUploadEngine(account);
  const { queue, batch, enqueue, refuse, uploadOne, retry, dismiss, watchPlace } = engine;
  useLeaveWarning(isQueueBusy(queue));
  const value = useMemo(
    () => ({ queue, batch, enqueue, refuse, uploadOne, retry, dismiss, watchPlace }),
    [queue, batch, enqueue, refuse, uploadOne, retry, dismiss, watchPlace],
  );
  return <UploadQueueContext.Provider value={value}>{children}</UploadQueueContext.Provider>;
}

/** The app's upload queue; only inside the shell (UploadQueueProvider). */
export function useUploadQueue(): UploadEngine {
  const queue = useContext(UploadQueueContext);
  if (!queue) throw new Error('useUploadQueue is used outside UploadQueueProvider');
  return queue;
}
