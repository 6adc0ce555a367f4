import type { SongDetails, SongDetailsChanges } from '../../../shared/schemas/details.js';
import { RELEASE_ISRC_TAKEN } from '../../../shared/schemas/releases.js';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import { requireProjectRole } from '../projects/index.js';
import type { DetailsRepository } from './details.repository.js';
import { detailsColumns, presentDetails } from './present-details.js';
import { notifyProjectChange } from '../notifications/index.js';

/** Song details rules: who reads and writes them; saving merges into the stored record. */
export function detailsService(deps: { db: Database; repo: DetailsRepository }) {
  const { db, repo } = deps;

  /** The details with a song project's ISRC read from its master (an ISRC names a recording). */
  async function present(projectId: string, row: Awaited<ReturnType<DetailsRepository['find']>>) {
    const details = presentDetails(projectId, row);
    const master = await repo.masterOf(projectId);
    return master ? { ...details, isrcCode: master.isrc } : details;
  }

  return {
    /** The project's details (viewer and up); all fields empty when none were saved yet. */
    async get(profileId: string, projectId: string): Promise<SongDetails> {
      await requireProjectRole(db, profileId, projectId, 'project.see');
      return present(projectId, await repo.find(projectId));
    },

    /** Saves the fields sent, keeps the others (owner only); answers the whole record. */
    async save(
      profileId: string,
      projectId: string,
      body: BodyAfterAccess<SongDetailsChanges>,
    ): Promise<SongDetails> {
      await requireProjectRole(db, profileId, projectId, 'details.write');
      const changes = body();
      const master = changes.isrcCode !== undefined ? await repo.masterOf(projectId) : null;
      if (master) {
        try {
          await repo.setMasterIsrc(master.id, changes.isrcCode ?? null);
        } catch (error) {
          throw isUniqueViolation(error) ? conflict(RELEASE_ISRC_TAKEN) : error;
        }
      }
      const columns = detailsColumns(master ? { ...changes, isrcCode: undefined } : changes);
      const saved = await repo.upsert(projectId, columns);
      await notifyProjectChange(db, profileId, projectId, 'details');
      return present(projectId, saved);
    },
  };
}
export type DetailsService = ReturnType<typeof detailsService>;
