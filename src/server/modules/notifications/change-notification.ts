import { can, type ProjectAction } from '../../../shared/permissions.js';
import type { Database } from '../../db/client.js';
import { publishProjectChange } from '../../db/project-events.js';
import { profileDisplayName } from '../profile/index.js';
import { projectAudience } from '../projects/index.js';
import { notifier } from './notifications.service.js';

/** What of a project changed: each is one kind of notification ("lyrics.edited"…). */
export type ProjectChange = 'lyrics' | 'credits' | 'splits' | 'details';

interface ChangeWording {
  /** Who may hear of it: splits only those who may see them (viewers may not). */
  seenWith: ProjectAction;
  tab: string;
  title: string;
  /** What the English message says was edited. */
  what: string;
}

const CHANGES: Record<ProjectChange, ChangeWording> = {
  lyrics: { seenWith: 'project.see', tab: 'lyrics', title: 'Lyrics edited', what: 'the lyrics' },
  credits: {
    seenWith: 'project.see',
    tab: 'credits',
    title: 'Credits edited',
    what: 'the credits',
  },
  splits: { seenWith: 'splits.see', tab: 'splits', title: 'Splits edited', what: 'the splits' },
  details: {
    seenWith: 'project.see',
    tab: 'details',
    title: 'Details edited',
    what: 'the details',
  },
};

/**
 * Tells every open tab of the project's members what changed (live project state, `ids` the rows
 * changed) and tells the project's other members that someone edited its lyrics, credits, splits or details
 * (issue 26 item 3). An editing burst by one person of one thing in one project is one
 * notification ("Ana edited the lyrics of Summer Song"), whatever the number of saves: autosaves
 * grow the open one (notification-groups.repository.ts). The notification names what changed,
 * never the content; members who muted the project are left out.
 */
export async function notifyProjectChange(
  db: Database,
  actorProfileId: string,
  projectId: string,
  change: ProjectChange,
  ids: readonly string[] = [],
): Promise<void> {
  await publishProjectChange(db, projectId, { kind: change, ids });
  const wording = CHANGES[change];
  const audience = await projectAudience(db, projectId);
  if (!audience) return;
  const project = { id: projectId, title: audience.title };
  const members = audience.members
    .filter((member) => can(member.role, wording.seenWith))
    .map((member) => member.profileId);
  if (!members.some((id) => id !== actorProfileId)) return;
  const name = await profileDisplayName(db, actorProfileId);
  await notifier(db).notifyGrouped(
    members,
    {
      key: `${change}.edited:${project.id}:${actorProfileId}`,
      added: 1,
      build: (count) => ({
        type: 'other',
        kind: `${change}.edited`,
        params: { name, project: project.title, count: String(count) },
        title: wording.title,
        message: `${name} edited ${wording.what} of "${project.title}"`,
        link: `/projects/${project.id}?tab=${wording.tab}`,
      }),
    },
    { except: actorProfileId, projectId: project.id },
  );
}
