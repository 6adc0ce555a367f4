import type { Database } from '../../db/client.js';
import { notifier } from '../notifications/index.js';
import { projectAudience } from '../projects/index.js';
import { versionLabel } from './present-share-link.js';
import type { ServedFile } from './served-tracks.repository.js';
import type { ShareLinkRow } from './share-links.repository.js';

/** Where the sharer reads a link's receipts. */
export const receiptsPath = (linkId: string) => `/share-links?link=${linkId}`;

/**
 * Tells the link's maker, and the project's owner when another person, that a listen ended:
 * "Ana listened to Summer Song v2 (92 %)". Listens of one link in a burst are one notification
 * whose count grows (NOTIFICATION_GROUP_WINDOW_MS), showing the latest listen's figures.
 */
export async function notifyListened(
  db: Database,
  link: Pick<ShareLinkRow, 'id' | 'createdByProfileId' | 'recipientName'>,
  file: Pick<ServedFile, 'projectId' | 'title' | 'versionNumber'>,
  listen: { listenId: string; percent: number },
): Promise<void> {
  const owner = (await projectAudience(db, file.projectId))?.members.find(
    (member) => member.role === 'owner',
  )?.profileId;
  const version = versionLabel(file.versionNumber);
  const percent = String(Math.round(listen.percent));
  const name = link.recipientName;
  await notifier(db).notifyGrouped(
    [link.createdByProfileId, owner],
    {
      key: `share.listened:${link.id}`,
      added: 1,
      build: (count) => ({
        type: 'other',
        kind: 'share.listened',
        params: { name, title: file.title, version, percent, count: String(count) },
        title: 'Listened through your link',
        message:
          count === 1
            ? `${name} listened to ${file.title} ${version} (${percent} %)`
            : `${name} listened ${count} times; the latest: ${file.title} ${version} (${percent} %)`,
        link: receiptsPath(link.id),
      }),
    },
    { projectId: file.projectId },
  );
}
