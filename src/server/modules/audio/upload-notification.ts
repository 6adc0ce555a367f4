import type { AudioFile } from '../../../shared/schemas/audio.js';
import type { Database } from '../../db/client.js';
import { notifier } from '../notifications/notifications.service.js';
import { profileDisplayName } from '../profile/profile-names.js';
import { projectMemberIds } from '../projects/project-access.js';

/** Tells the other members of a shared project that new audio arrived (one per upload). */
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
  const what = files.length === 1 ? `"${first}"` : `${files.length} files`;
  await notifier(db).notify(
    members,
    {
      type: 'upload',
      kind: 'audio.uploaded',
      params: { name, project: project.title, title: first, count: String(files.length) },
      title: 'New audio',
      message: `${name} uploaded ${what} to "${project.title}"`,
      link: `/projects/${project.id}?tab=audio`,
    },
    { except: uploaderProfileId },
  );
}
