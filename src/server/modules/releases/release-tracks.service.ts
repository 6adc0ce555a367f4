import { BULK_NOT_FOUND, BULK_REFUSED } from '../../../shared/schemas/audio-bulk.js';
import {
  RELEASE_ISRC_TAKEN,
  RELEASE_TRACK_TWICE,
  type Release,
  type ReleaseTracksInput,
} from '../../../shared/schemas/releases.js';
import { can } from '../../../shared/permissions.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, HttpError, withDetails } from '../../lib/http-errors.js';
import { lockChosenFiles, type ChosenFile } from '../audio/index.js';
import { deliveredLocked, releaseNotFound, withReleaseConflicts } from './release-errors.js';
import { releasesRepository } from './releases.repository.js';
import { readRelease } from './releases.service.js';

/**
 * The chosen masters in the request's order, once every one is known to the caller (else 404)
 * and a song of a project the caller owns (else 403), each refusal naming the ids as bulk
 * actions do.
 */
function checkMasters(ids: readonly string[], files: readonly ChosenFile[]): ChosenFile[] {
  const visible = new Map(files.filter((file) => file.role).map((file) => [file.id, file]));
  const missing = ids.filter((id) => !visible.has(id));
  if (missing.length > 0) {
    throw withDetails(new HttpError(404, BULK_NOT_FOUND, undefined, 'audio.bulkNotFound'), {
      ids: missing,
    });
  }
  const chosen = ids.map((id) => visible.get(id)!);
  const refused = chosen.filter((file) => !can(file.role, 'audio.release'));
  if (refused.length > 0) {
    throw withDetails(new HttpError(403, BULK_REFUSED, undefined, 'audio.bulkRefused'), {
      ids: refused.map((file) => file.id),
    });
  }
  return chosen;
}

/** Codes sent twice in one tracklist name two recordings: refused before any write. */
function refuseRepeatedIsrcs(tracks: ReleaseTracksInput) {
  const codes = tracks.map((track) => track.isrc).filter((isrc): isrc is string => !!isrc);
  if (new Set(codes).size !== codes.length) throw conflict(RELEASE_ISRC_TAKEN);
}

/** PUT /api/releases/{id}/tracks: the whole tracklist in order, with ISRC and explicit flags. */
export function releaseTracksService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async replace(
      profileId: string,
      releaseId: string,
      tracks: ReleaseTracksInput,
    ): Promise<Release> {
      const ids = tracks.map((track) => track.audioId);
      if (new Set(ids).size !== ids.length) throw badRequest(RELEASE_TRACK_TWICE);
      refuseRepeatedIsrcs(tracks);
      return withReleaseConflicts(() =>
        db.transaction(async (tx) => {
          const repo = releasesRepository(tx);
          const release = await repo.lockOwned(profileId, releaseId);
          if (!release) throw releaseNotFound();
          if (release.status === 'delivered') throw deliveredLocked();
          const files = checkMasters(ids, await lockChosenFiles(tx, profileId, ids));
          if (new Set(files.map((file) => file.songId)).size !== files.length) {
            throw badRequest(RELEASE_TRACK_TWICE);
          }
          const explicitBefore = await repo.explicitFlags(releaseId);
          await repo.replaceTracks(
            releaseId,
            files.map((file, index) => ({
              audioId: file.id,
              songId: file.songId,
              explicit: tracks[index]!.explicit ?? explicitBefore.get(file.id) ?? false,
            })),
          );
          await repo.setIsrcs(
            tracks
              .filter((track) => track.isrc !== undefined)
              .map((track) => ({ audioId: track.audioId, isrc: track.isrc ?? null })),
          );
          await repo.update(profileId, releaseId, {});
          return readRelease(tx, profileId, releaseId);
        }),
      );
    },
  };
}
