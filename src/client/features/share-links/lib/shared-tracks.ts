import type { SharedLink, SharedLinkTrack } from '../../../../shared/schemas/share-links';
import type { PlayerTrack } from '../../../lib/player/player-types';

/**
 * One song of a private link as the global player takes it: its id is the version's audio id
 * (what the receipts report), its address the link's own (/api/s/{token}/audio/{audioId}, which
 * serves only with the link's cookie), the link's title the bar's context line and its sender
 * the lock screen's artist. `shared`: the player asks no signed-in API about it.
 */
export function toSharedPlayerTrack(
  track: SharedLinkTrack,
  link: Pick<SharedLink, 'title' | 'senderName'>,
): PlayerTrack {
  return {
    id: track.audioId,
    title: track.title,
    originalName: track.title,
    filename: track.title,
    url: track.url,
    duration: track.duration,
    projectName: link.title,
    uploaderName: link.senderName,
    projectId: null,
    shared: true,
    peaks: track.peaks,
  };
}
