import type { ProjectRole } from '../../../shared/constants.js';
import { can } from '../../../shared/permissions.js';
import type { ProjectEvent } from '../../../shared/schemas/project-events.js';
import type { DatabaseHandle } from '../../db/client.js';
import { PROJECT_EVENTS_CHANNEL, type ProjectAnnouncement } from '../../db/project-events.js';
import { NOTIFICATIONS_CHANNEL } from './notifications.repository.js';

type Listener = (notificationId: string) => void;
type ProjectListener = (event: ProjectEvent) => void;

interface HubLog {
  warn(object: object, message: string): void;
}

/** Who may hear of a project's changes now: its owner and accepted members with their roles. */
export type ProjectAudienceLookup = (
  projectId: string,
) => Promise<{ members: { profileId: string; role: ProjectRole }[] } | null>;

/** A map of profile id → listeners, with subscribe/unsubscribe. */
function listenerSets<L>() {
  const byProfile = new Map<string, Set<L>>();
  return {
    byProfile,
    add(profileId: string, listener: L): () => void {
      let set = byProfile.get(profileId);
      if (!set) byProfile.set(profileId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byProfile.delete(profileId);
      };
    },
  };
}

/**
 * Fans new notifications and project changes out to the open streams of this server process.
 * Every process LISTENs on both database channels, so what any process (or any connection)
 * announces reaches every tab of its profile, wherever that tab is connected.
 *
 * A project change goes to the streams of the project's members as they are when it is heard
 * (one audience query per change and process, whatever the number of tabs), to those the
 * announcement names besides (a removed member hears of their removal), and a change of splits
 * only to roles that may see splits.
 */
export function notificationHub(
  listen: DatabaseHandle['listen'],
  log: HubLog,
  audienceOf: ProjectAudienceLookup,
) {
  const notificationListeners = listenerSets<Listener>();
  const projectListeners = listenerSets<ProjectListener>();
  let stopListening: (() => Promise<void>)[] = [];

  const dispatch = (payload: string) => {
    try {
      const { profileId, id } = JSON.parse(payload) as { profileId: string; id: string };
      for (const listener of notificationListeners.byProfile.get(profileId) ?? []) listener(id);
    } catch (error) {
      log.warn({ payload, error }, 'ignored a malformed notification announcement');
    }
  };

  const dispatchProject = async (payload: string) => {
    // No open stream on this process: nobody to look the audience up for.
    if (projectListeners.byProfile.size === 0) return;
    const { projectId, kind, ids, tell } = JSON.parse(payload) as ProjectAnnouncement;
    const audience = await audienceOf(projectId);
    const seenWith = kind === 'splits' ? 'splits.see' : 'project.see';
    const recipients = new Set(tell);
    for (const member of audience?.members ?? []) {
      if (can(member.role, seenWith)) recipients.add(member.profileId);
    }
    const event: ProjectEvent = { projectId, kind, ids };
    for (const profileId of recipients) {
      for (const listener of projectListeners.byProfile.get(profileId) ?? []) listener(event);
    }
  };

  return {
    async start(): Promise<void> {
      if (stopListening.length > 0) return;
      stopListening = [
        await listen(NOTIFICATIONS_CHANNEL, dispatch),
        await listen(PROJECT_EVENTS_CHANNEL, (payload) => {
          dispatchProject(payload).catch((error: unknown) =>
            log.warn({ payload, error }, 'could not pass on a project change'),
          );
        }),
      ];
    },

    async stop(): Promise<void> {
      const stops = stopListening;
      stopListening = [];
      notificationListeners.byProfile.clear();
      projectListeners.byProfile.clear();
      await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    },

    /** Calls `listener` with the id of each new notification of the profile; returns an unsubscribe. */
    subscribe(profileId: string, listener: Listener): () => void {
      return notificationListeners.add(profileId, listener);
    },

    /**
     * Calls `listener` with each change of a project the profile may see (or was just shut out
     * of); returns an unsubscribe.
     */
    subscribeProjects(profileId: string, listener: ProjectListener): () => void {
      return projectListeners.add(profileId, listener);
    },
  };
}
export type NotificationHub = ReturnType<typeof notificationHub>;
