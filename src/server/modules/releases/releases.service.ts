import { z } from 'zod';
import {
  RELEASE_ORIGINAL_DATE_AFTER,
  RELEASE_NOT_READY,
  RELEASE_PUBLISH_NEEDS,
  type CreateRelease,
  type Release,
  type ReleaseSummary,
  type UpdateRelease,
} from '../../../shared/schemas/releases.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { badRequest, conflict, HttpError, withDetails } from '../../lib/http-errors.js';
import {
  cursorValues,
  decodeCursor,
  type Page,
  pageFrom,
  pageReadSize,
} from '../../lib/pagination.js';
import { releaseChecklistRepository } from './release-checklist.repository.js';
import { failingLines, releaseChecklist } from './release-checklist.js';
import { deliveredLocked, releaseNotFound, withReleaseConflicts } from './release-errors.js';
import {
  releasesRepository,
  type ReleaseChanges,
  type ReleaseRow,
  type ReleasesRepository,
} from './releases.repository.js';
import { presentRelease, presentReleaseSummary } from './present-release.js';

/** A page of releases ends with the last one's updated_at (exact, as text) and id. */
const releaseCursor = z.tuple([cursorValues.timestamp, cursorValues.uuid]);

/** The keys a PATCH may send to a delivered release without taking it back to draft. */
const PUBLISHING_KEYS = new Set(['published', 'slug', 'status']);

/** The release with its tracks and checklist (a few queries whatever the track count). */
export async function readRelease(
  db: DbExecutor,
  profileId: string,
  releaseId: string,
): Promise<Release> {
  const repo = releasesRepository(db);
  const row = await repo.findOwned(profileId, releaseId);
  if (!row) throw releaseNotFound();
  const tracks = await repo.tracks(releaseId);
  const songProjects = [...new Set(tracks.filter((t) => !t.inLibrary).map((t) => t.projectId))];
  const facts = await releaseChecklistRepository(db).projectFacts(songProjects);
  return presentRelease(row, tracks, releaseChecklist(row, tracks, facts));
}

function checkStoredDates(
  stored: { releaseDate: string | null; originalReleaseDate: string | null },
  input: UpdateRelease,
) {
  const releaseDate = input.releaseDate !== undefined ? input.releaseDate : stored.releaseDate;
  const original =
    input.originalReleaseDate !== undefined
      ? input.originalReleaseDate
      : stored.originalReleaseDate;
  if (releaseDate && original && original > releaseDate) {
    throw badRequest(RELEASE_ORIGINAL_DATE_AFTER, {
      originalReleaseDate: RELEASE_ORIGINAL_DATE_AFTER,
    });
  }
}

/** A PATCH's columns: only the fields sent. */
function changesOf(input: UpdateRelease): ReleaseChanges {
  const changes: ReleaseChanges = { ...input };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/**
 * A profile's own releases: list, create, read, change, delete. Another profile's release is
 * "not found", never "forbidden" (its existence is private), as playlists are.
 */
export function releasesService(deps: { db: Database; repo: ReleasesRepository }) {
  const { db, repo } = deps;

  return {
    read: (profileId: string, releaseId: string) => readRelease(db, profileId, releaseId),

    async page(
      profileId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<ReleaseSummary>> {
      const after = cursor ? decodeCursor(cursor, releaseCursor) : null;
      const rows = await repo.listPage(profileId, after, pageReadSize(limit));
      const page = pageFrom(rows, limit, (row) => [row.updatedKey, row.id], presentReleaseSummary);
      return cursor ? page : { ...page, total: await repo.countOwned(profileId) };
    },

    async create(profileId: string, input: CreateRelease): Promise<Release> {
      const row = await withReleaseConflicts(() =>
        repo.insert({
          ...changesOf(input),
          type: input.type,
          title: input.title,
          ownerProfileId: profileId,
        }),
      );
      return readRelease(db, profileId, row.id);
    },

    /**
     * Applies a PATCH in one transaction: a delivered release changes only when it goes back
     * to draft in the same request; `ready` and `delivered` are checked against the checklist
     * after the other changes, so a refused PATCH leaves nothing changed.
     */
    async update(profileId: string, releaseId: string, input: UpdateRelease): Promise<Release> {
      return withReleaseConflicts(() =>
        db.transaction(async (tx) => {
          const txRepo = releasesRepository(tx);
          const stored = await txRepo.lockOwned(profileId, releaseId);
          if (!stored) throw releaseNotFound();
          const changes = changesOf(input);
          const editing = Object.keys(changes).some((key) => !PUBLISHING_KEYS.has(key));
          if (stored.status === 'delivered' && editing && input.status !== 'draft') {
            throw deliveredLocked();
          }
          checkStoredDates(stored, input);
          const slug = input.slug !== undefined ? input.slug : stored.slug;
          const published = input.published ?? stored.published;
          if (published && (slug === null || (await txRepo.tracks(releaseId)).length === 0)) {
            throw conflict(RELEASE_PUBLISH_NEEDS);
          }
          await txRepo.update(profileId, releaseId, changes);
          const release = await readRelease(tx, profileId, releaseId);
          const moving = input.status !== undefined && input.status !== stored.status;
          if (moving && input.status !== 'draft' && !release.checklist.ready) {
            throw withDetails(new HttpError(409, RELEASE_NOT_READY), {
              lines: failingLines(release.checklist),
            });
          }
          return release;
        }),
      );
    },

    /** Deletes the release; returns its row, whose artwork files the caller removes. */
    async remove(profileId: string, releaseId: string): Promise<ReleaseRow> {
      const row = await repo.delete(profileId, releaseId);
      if (!row) throw releaseNotFound();
      return row;
    },
  };
}
export type ReleasesService = ReturnType<typeof releasesService>;
