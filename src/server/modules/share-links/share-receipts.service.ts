import {
  SHARE_HEATMAP_BUCKETS,
  SHARE_LINK_NOT_FOUND,
  type ShareHeatmap,
  type ShareListen,
} from '../../../shared/schemas/share-links.js';
import { notFound } from '../../lib/http-errors.js';
import {
  cursorAfter,
  pageFrom,
  pageReadSize,
  timestampIdKey,
  type Page,
} from '../../lib/pagination.js';
import { presentShareListen } from './present-share-link.js';
import type { ServedTracksRepository } from './served-tracks.repository.js';
import type { ShareLinksService } from './share-links.service.js';
import type { ShareReceiptsRepository } from './share-receipts.repository.js';

/**
 * Listen receipts for whoever `receipts.see` allows (the project's owner, the link's maker):
 * the listens in keyset pages, and the heatmap of one version from its counters, one bounded
 * read whatever the number of listens.
 */
export function shareReceiptsService(deps: {
  links: ShareLinksService;
  repo: ShareReceiptsRepository;
  served: ServedTracksRepository;
}) {
  const { links, repo } = deps;
  return {
    async listensPage(
      profileId: string,
      linkId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<ShareListen>> {
      const after = cursorAfter(cursor, timestampIdKey);
      await links.requireReceipts(profileId, linkId);
      const rows = await repo.listensPage(linkId, after, pageReadSize(limit));
      return pageFrom(rows, limit, (row) => [row.startedKey, row.id], presentShareListen);
    },

    async heatmap(profileId: string, linkId: string, audioId: string): Promise<ShareHeatmap> {
      const { link } = await links.requireReceipts(profileId, linkId);
      const [shape, counters] = await Promise.all([
        repo.fileShape(audioId),
        repo.heat(linkId, audioId),
      ]);
      // Only a song this link served (heard through it, or on it now): the waveform of any
      // other file is not the caller's to read.
      const ofLink = counters.length > 0 || (await deps.served.file(link, audioId)) !== null;
      if (!shape || !ofLink) throw notFound(SHARE_LINK_NOT_FOUND);
      const buckets = new Array<number>(SHARE_HEATMAP_BUCKETS).fill(0);
      for (const { bucket, hits } of counters) buckets[bucket] = hits;
      return { audioId, duration: shape.duration, buckets, peaks: shape.peaks };
    },
  };
}
