import type { SongDetails, SongDetailsChanges } from '../../../shared/schemas/details.js';
import type { Database } from '../../db/client.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import { requireProjectRole } from '../projects/index.js';
import type { DetailsRepository } from './details.repository.js';
import { detailsColumns, presentDetails } from './present-details.js';
import { notifyProjectChange } from '../notifications/index.js';

/** Song details rules: who reads and writes them; saving merges into the stored record. */
export function detailsService(deps: { db: Database; repo: DetailsRepository }) {
  const { db, repo } = deps;
  return {
    /** The project's details (viewer and up); all fields empty when none were saved yet. */
    async get(profileId: string, projectId: string): Promise<SongDetails> {
      await requireProjectRole(db, profileId, projectId, 'project.see');
      return presentDetails(projectId, await repo.find(projectId));
    },

    /** Saves the fields sent, keeps the others (owner only); answers the whole record. */
    async save(
      profileId: string,
      projectId: string,
      body: BodyAfterAccess<SongDetailsChanges>,
    ): Promise<SongDetails> {
      await requireProjectRole(db, profileId, projectId, 'details.write');
      const saved = await repo.upsert(projectId, detailsColumns(body()));
      await notifyProjectChange(db, profileId, projectId, 'details');
      return presentDetails(projectId, saved);
    },
  };
}
export type DetailsService = ReturnType<typeof detailsService>;
