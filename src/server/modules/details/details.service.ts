import type { ProjectRole } from '../../../shared/constants.js';
import type { SongDetails, SongDetailsChanges } from '../../../shared/schemas/details.js';
import type { Database } from '../../db/client.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import { requireProjectRole } from '../projects/project-access.js';
import type { DetailsRepository } from './details.repository.js';
import { detailsColumns, presentDetails } from './present-details.js';

/** DESIGN §5: everyone on the project reads the details; only the owner writes them. */
export const DETAILS_ROLES = { read: 'viewer', write: 'owner' } as const satisfies Record<
  string,
  ProjectRole
>;

/** Song details rules: who reads and writes them; saving merges into the stored record. */
export function detailsService(deps: { db: Database; repo: DetailsRepository }) {
  const { db, repo } = deps;
  return {
    /** The project's details (viewer and up); all fields empty when none were saved yet. */
    async get(profileId: string, projectId: string): Promise<SongDetails> {
      await requireProjectRole(db, profileId, projectId, DETAILS_ROLES.read);
      return presentDetails(projectId, await repo.find(projectId));
    },

    /** Saves the fields sent, keeps the others (owner only); answers the whole record. */
    async save(
      profileId: string,
      projectId: string,
      body: BodyAfterAccess<SongDetailsChanges>,
    ): Promise<SongDetails> {
      await requireProjectRole(db, profileId, projectId, DETAILS_ROLES.write);
      return presentDetails(projectId, await repo.upsert(projectId, detailsColumns(body())));
    },
  };
}
export type DetailsService = ReturnType<typeof detailsService>;
