import { formatDuration } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { notifier } from '../notifications/notifications.service.js';
import { profileDisplayName } from '../profile/profile-names.js';
import { projectMemberIds } from '../projects/project-access.js';

/** Tells the other members of the project that someone commented on one of its songs. */
export async function notifyComment(
  db: Database,
  authorProfileId: string,
  project: { id: string; title: string },
  audio: { title: string },
  comment: { id: string; atSeconds: number },
): Promise<void> {
  const members = await projectMemberIds(db, project.id);
  if (members.length < 2) return;
  const name = await profileDisplayName(db, authorProfileId);
  const at = formatDuration(comment.atSeconds);
  await notifier(db).notify(
    members,
    {
      type: 'comment',
      kind: 'comment.added',
      params: { name, project: project.title, title: audio.title, at },
      title: 'New comment',
      message: `${name} commented on "${audio.title}" at ${at} in "${project.title}"`,
      link: `/projects/${project.id}?tab=audio&comment=${comment.id}`,
    },
    { except: authorProfileId },
  );
}
