import type { AudioFile } from '../../../shared/schemas/audio.js';
import type { Database } from '../../db/client.js';
import { notifier } from '../notifications/index.js';
import { profileDisplayName } from '../profile/index.js';
import { projectMemberIds } from '../projects/index.js';

/**
 * Tells the other members of a shared project that new audio arrived. Uploads by one person to
 * one project in a burst (NOTIFICATION_GROUP_WINDOW_MS apart at most) are one notification per
 * member whose count grows ("Ana uploaded 50 files to …"), not one per upload.
 */
export async function notifyUpload(
  db: Database,
  uploaderProfileId: string,
  project: { id: string; title: string },
  files: readonly AudioFile[],
): Promise<void> {
  const members = await projectMemberIds(db, project.id);
  if (members.length < 2 || files.length === 0) return;
  const name = await profileDisplayName(db, uploaderProfileId);
  const first = files[0]!.title;
  await notifier(db).notifyGrouped(
    members,
    {
      key: `audio.uploaded:${project.id}:${uploaderProfileId}`,
      added: files.length,
      build: (count) => ({
        type: 'upload',
        kind: 'audio.uploaded',
        params: { name, project: project.title, title: first, count: String(count) },
        title: 'New audio',
        message: `${name} uploaded ${count === 1 ? `"${first}"` : `${count} files`} to "${project.title}"`,
        link: `/projects/${project.id}?tab=audio`,
      }),
    },
    { except: uploaderProfileId, projectId: project.id },
  );
}
