import { z } from 'zod';

/**
 * Live project state (issue 26 item 1): what of a project changed, pushed on the tab's event
 * stream (`/api/notifications/stream`) as `event: project`. An event names what changed, never
 * the content: the tab refetches through its own routes, so it sees only what those let it see.
 */
export const PROJECT_EVENT = 'project';

/**
 * What changed. `project` is the project's own fields (title, status, its deletion); `members`
 * its members and their roles; `comments` names the songs whose threads changed.
 */
export const PROJECT_CHANGE_KINDS = [
  'audio',
  'lyrics',
  'credits',
  'splits',
  'details',
  'comments',
  'members',
  'project',
] as const;
export type ProjectChangeKind = (typeof PROJECT_CHANGE_KINDS)[number];

/**
 * The most ids one event carries. A bulk action over more rows sends none ("refetch the
 * list"): 50 UUIDs and the rest of the event stay near 2,000 bytes, far under NOTIFY's 8,000.
 */
export const PROJECT_EVENT_IDS_MAX = 50;

const uuid = z.uuid();

/**
 * One pushed event. `ids`: the changed rows (audio files for `audio`; songs whose comments
 * changed for `comments`; the rows themselves otherwise); empty when unknown or over the cap,
 * which means the whole list.
 */
export const projectEventSchema = z.object({
  projectId: uuid,
  kind: z.enum(PROJECT_CHANGE_KINDS),
  ids: z.array(uuid).max(PROJECT_EVENT_IDS_MAX),
});
export type ProjectEvent = z.infer<typeof projectEventSchema>;
