import type { Database } from '../../db/client.js';
import { notifier } from '../notifications/index.js';
import { profileDisplayName } from '../profile/index.js';
import { projectMemberIds } from '../projects/index.js';
import { shareUrl } from './share-token.js';

/**
 * Tells the members of a song's project that it was added to a public playlist (the link goes
 * to the shared playlist). A private playlist is never announced: its name is private too.
 */
export async function notifySongAdded(
  db: Database,
  adderProfileId: string,
  playlist: { name: string; isPublic: boolean; shareToken: string | null },
  song: { title: string; projectId: string },
): Promise<void> {
  if (!playlist.isPublic || !playlist.shareToken) return;
  const members = await projectMemberIds(db, song.projectId);
  if (!members.some((id) => id !== adderProfileId)) return;
  const name = await profileDisplayName(db, adderProfileId);
  await notifier(db).notify(
    members,
    {
      type: 'playlist',
      kind: 'playlist.songAdded',
      params: { name, title: song.title, playlist: playlist.name },
      title: 'Song added to a playlist',
      message: `${name} added "${song.title}" to "${playlist.name}"`,
      link: shareUrl(playlist.shareToken),
    },
    { except: adderProfileId, projectId: song.projectId },
  );
}
