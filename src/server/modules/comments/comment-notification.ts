import { formatDuration } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { notifier } from '../notifications/index.js';
import { profileDisplayName } from '../profile/index.js';
import { projectMemberIds } from '../projects/index.js';

/**
 * Tells the other members of the project that someone commented on one of its songs. Comments
 * by one person on one song in a burst (NOTIFICATION_GROUP_WINDOW_MS apart at most) are one
 * notification per member whose count grows, pointing at the latest comment.
 */
export async function notifyComment(
  db: Database,
  authorProfileId: string,
  project: { id: string; title: string },
  audio: { id: string; title: string },
  comment: { id: string; atSeconds: number },
): Promise<void> {
  const members = await projectMemberIds(db, project.id);
  if (members.length < 2) return;
  const name = await profileDisplayName(db, authorProfileId);
  const at = formatDuration(comment.atSeconds);
  await notifier(db).notifyGrouped(
    members,
    {
      key: `comment.added:${audio.id}:${authorProfileId}`,
      added: 1,
      build: (count) => ({
        type: 'comment',
        kind: 'comment.added',
        params: { name, project: project.title, title: audio.title, at, count: String(count) },
        title: 'New comment',
        message:
          count === 1
            ? `${name} commented on "${audio.title}" at ${at} in "${project.title}"`
            : `${name} left ${count} comments on "${audio.title}" in "${project.title}"`,
        link: `/projects/${project.id}?tab=audio&comment=${comment.id}`,
      }),
    },
    { except: authorProfileId, projectId: project.id },
  );
}

/**
 * Tells a thread's author that someone replied, while they are still a member. Replies by one
 * person to one thread in a burst are one notification whose count grows (as comments are).
 */
export async function notifyReply(
  db: Database,
  replierProfileId: string,
  thread: { id: string; authorProfileId: string | null },
  project: { id: string; title: string },
  audio: { id: string; title: string },
): Promise<void> {
  const author = thread.authorProfileId;
  if (!author || author === replierProfileId) return;
  if (!(await projectMemberIds(db, project.id)).includes(author)) return;
  const name = await profileDisplayName(db, replierProfileId);
  await notifier(db).notifyGrouped(
    [author],
    {
      key: `comment.replied:${thread.id}:${replierProfileId}`,
      added: 1,
      build: (count) => ({
        type: 'comment',
        kind: 'comment.replied',
        params: { name, project: project.title, title: audio.title, count: String(count) },
        title: 'New reply',
        message:
          count === 1
            ? `${name} replied to your comment on "${audio.title}" in "${project.title}"`
            : `${name} left ${count} replies to your comment on "${audio.title}" in "${project.title}"`,
        link: `/projects/${project.id}?tab=audio&comment=${thread.id}`,
      }),
    },
    // A muted project tells nobody, replies included (issue 26 item 3).
    { projectId: project.id },
  );
}
