/**
 * Live project state (issue 26 item 1), the announcing half: below the modules, so that every
 * module that writes a project's data (projects itself among them, which the notifications module
 * reads) can announce its changes. The notifications module hears them (notification-hub.ts) and
 * offers publishProjectChange to the others through its entry.
 */
import { sql } from 'drizzle-orm';
import {
  PROJECT_EVENT_IDS_MAX,
  type ProjectChangeKind,
  type ProjectEvent,
} from '../../shared/schemas/project-events.js';
import type { DbExecutor } from './client.js';

/** The LISTEN/NOTIFY channel project changes are announced on (beside NOTIFICATIONS_CHANNEL). */
export const PROJECT_EVENTS_CHANNEL = 'trackroom_project_events';

/**
 * Announces one project change to every server process. Given a transaction, NOTIFY waits for
 * its commit (listeners never hear of a change that was rolled back); given the database, it is
 * sent at once, so callers announce after their write has committed.
 */
async function announceProjectChange(db: DbExecutor, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${PROJECT_EVENTS_CHANNEL}, ${payload})`);
}

/**
 * People told of one change although they are no longer members (a removed member, one who
 * left, everyone of a deleted project): their tabs must hear the change that shuts them out.
 * Past this many (a deleted project with a crowd), the rest find out at their next fetch.
 */
export const PROJECT_EVENT_TELL_MAX = 100;

export interface ProjectChange {
  kind: ProjectChangeKind;
  /** The rows changed (see projectEventSchema); more than PROJECT_EVENT_IDS_MAX sends none. */
  ids?: readonly (string | null | undefined)[];
  /** Profiles to tell besides the project's members (see PROJECT_EVENT_TELL_MAX). */
  tell?: readonly string[];
}

/** What travels on the channel: the event, and who else hears it (never sent to a tab). */
export interface ProjectAnnouncement extends ProjectEvent {
  tell: string[];
}

/** The announcement of one change: ids deduplicated, none past the cap. */
export function projectAnnouncement(projectId: string, change: ProjectChange): ProjectAnnouncement {
  const ids = [...new Set(change.ids?.filter((id): id is string => Boolean(id)) ?? [])];
  return {
    projectId,
    kind: change.kind,
    ids: ids.length > PROJECT_EVENT_IDS_MAX ? [] : ids,
    tell: [...new Set(change.tell ?? [])].slice(0, PROJECT_EVENT_TELL_MAX),
  };
}

/**
 * Live project state (issue 26 item 1): tells every open tab of the project's members, on every
 * server process, that `change.kind` of the project changed. Call it once per action and
 * project (a bulk action too), after the write has committed. Never throws: a change that was
 * made must not answer 500 because its announcement failed; tabs catch up at their next fetch.
 */
export async function publishProjectChange(
  db: DbExecutor,
  projectId: string,
  change: ProjectChange,
): Promise<void> {
  try {
    await announceProjectChange(db, JSON.stringify(projectAnnouncement(projectId, change)));
  } catch {
    // The database refused the announcement (it was down a moment): nothing to undo.
  }
}
