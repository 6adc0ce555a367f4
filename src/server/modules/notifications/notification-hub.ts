import type { DatabaseHandle } from '../../db/client.js';
import { NOTIFICATIONS_CHANNEL } from './notifications.repository.js';

type Listener = (notificationId: string) => void;

interface HubLog {
  warn(object: object, message: string): void;
}

/**
 * Fans new notifications out to the open streams of this server process. Every process
 * LISTENs on the database channel, so a notification stored by any process (or any
 * connection) reaches every tab of its profile, wherever that tab is connected.
 */
export function notificationHub(listen: DatabaseHandle['listen'], log: HubLog) {
  const listeners = new Map<string, Set<Listener>>();
  let stopListening: (() => Promise<void>) | null = null;

  const dispatch = (payload: string) => {
    try {
      const { profileId, id } = JSON.parse(payload) as { profileId: string; id: string };
      for (const listener of listeners.get(profileId) ?? []) listener(id);
    } catch (error) {
      log.warn({ payload, error }, 'ignored a malformed notification announcement');
    }
  };

  return {
    async start(): Promise<void> {
      stopListening ??= await listen(NOTIFICATIONS_CHANNEL, dispatch);
    },

    async stop(): Promise<void> {
      const stop = stopListening;
      stopListening = null;
      listeners.clear();
      await stop?.().catch(() => undefined);
    },

    /** Calls `listener` with the id of each new notification of the profile; returns an unsubscribe. */
    subscribe(profileId: string, listener: Listener): () => void {
      let set = listeners.get(profileId);
      if (!set) listeners.set(profileId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(profileId);
      };
    },
  };
}
export type NotificationHub = ReturnType<typeof notificationHub>;
