import type { Readable } from 'node:stream';
import { deliveredIsrc } from '../../../shared/schemas/details.js';
import { SPLIT_TYPES } from '../../../shared/schemas/split-types.js';
import type { Database } from '../../db/client.js';
import { languageOfProfile } from '../../mail/recipient-language.repository.js';
import type { Storage } from '../../storage/storage.js';
import type {
  DeliveryInput,
  DeliveryLyrics,
  DeliverySplit,
  DeliveryTrack,
} from './delivery/delivery-input.js';
import { checklistTexts } from './delivery/checklist-wording.js';
import { streamDeliveryPack } from './delivery/delivery-pack.js';
import { safeFileName } from './delivery/pack-names.js';
import { artworkMime } from './release-artwork.service.js';
import { releaseChecklistRepository, type ProjectFacts } from './release-checklist.repository.js';
import { releaseChecklist } from './release-checklist.js';
import { releaseDeliveryRepository, type SplitLine } from './release-delivery.repository.js';
import { releaseNotFound } from './release-errors.js';
import { releasesRepository } from './releases.repository.js';

/** The split sheets of one project: every type that has lines, confirmations when sent. */
function splitsOf(lines: readonly SplitLine[]): DeliverySplit[] {
  return SPLIT_TYPES.flatMap((type) => {
    const ofType = lines.filter((line) => line.splitType === type);
    if (ofType.length === 0) return [];
    // Confirmations count only once the type was sent for agreement (some answer exists).
    const sent = ofType.some((line) => line.answers > 0);
    return [
      {
        type,
        entries: ofType.map((line) => ({
          name: line.name,
          sharePercent: line.basisPoints / 100,
          ...(sent ? { confirmed: line.confirmed } : {}),
        })),
      },
    ];
  });
}

function lyricsOf(text: string | undefined, facts: ProjectFacts | undefined): DeliveryLyrics {
  if (text !== undefined) return { text };
  return facts?.instrumental ? { instrumental: true } : null;
}

const groupBy = <T extends { projectId: string }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.projectId, [...(map.get(row.projectId) ?? []), row]);
  return map;
};

/**
 * A release's delivery pack for its owner (issue 28 item 3), any status: the input read in a
 * few queries whatever the track count, then the ZIP streamed from storage as it goes. A
 * library song's credits, splits and lyrics are the library's, not the song's: left out (the
 * checklist asks to make it a song first).
 */
export function releaseDeliveryService(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;

  async function input(profileId: string, releaseId: string): Promise<DeliveryInput> {
    const releases = releasesRepository(db);
    const row = await releases.findOwned(profileId, releaseId);
    if (!row) throw releaseNotFound();
    const tracks = await releases.tracks(releaseId);
    const songProjects = [...new Set(tracks.filter((t) => !t.inLibrary).map((t) => t.projectId))];
    const reads = releaseDeliveryRepository(db);
    const [facts, masters, credits, splits, lyrics, language] = await Promise.all([
      releaseChecklistRepository(db).projectFacts(songProjects),
      reads.masters(tracks.map((t) => t.audioId)),
      reads.credits(songProjects),
      reads.splits(songProjects),
      reads.lyrics(songProjects),
      // CHECKLIST.txt speaks the owner's language (their account settings).
      languageOfProfile(db, row.ownerProfileId),
    ]);
    const masterOf = new Map(masters.map((master) => [master.audioId, master]));
    const creditsOf = groupBy(credits);
    const splitsByProject = groupBy(splits);
    const deliveryTracks: DeliveryTrack[] = tracks.map((track, index) => {
      const master = masterOf.get(track.audioId)!;
      const own = !track.inLibrary;
      return {
        position: index + 1,
        title: track.title,
        isrc: track.isrc && deliveredIsrc(track.isrc),
        explicit: track.explicit,
        durationSeconds: track.duration,
        master: {
          storageKey: master.filename,
          mime: master.mimeType,
          originalName: master.originalName,
          container: track.container,
        },
        credits: own
          ? (creditsOf.get(track.projectId) ?? []).map(({ name, role }) => ({ name, role }))
          : [],
        splits: own ? splitsOf(splitsByProject.get(track.projectId) ?? []) : [],
        lyrics: own ? lyricsOf(lyrics.get(track.projectId), facts.get(track.projectId)) : null,
      };
    });
    return {
      release: {
        id: row.id,
        type: row.type,
        title: row.title,
        artistName: row.artistName || row.profileName,
        label: row.label,
        releaseDate: row.releaseDate,
        originalReleaseDate: row.originalReleaseDate,
        genre: row.genre,
        pLine: row.pLine,
        cLine: row.cLine,
        upc: row.upc,
        explicit: row.explicit,
        senderPartyId: row.senderPartyId,
        recipientPartyId: row.recipientPartyId,
        artwork: row.artworkKey
          ? { storageKey: row.artworkKey, mime: artworkMime(row.artworkKey) }
          : null,
      },
      tracks: deliveryTracks,
      checklist: releaseChecklist(row, tracks, facts),
      checklistTexts: checklistTexts(language),
    };
  }

  return {
    /** The pack's file name ("{Artist} - {Title}.zip", safe) and its stream. */
    async pack(
      profileId: string,
      releaseId: string,
    ): Promise<{ fileName: string; stream: Readable }> {
      const delivery = await input(profileId, releaseId);
      const { artistName, title } = delivery.release;
      const fileName = `${safeFileName(`${artistName} - ${title}`, 'Release')}.zip`;
      return { fileName, stream: streamDeliveryPack(delivery, storage) };
    },
  };
}
