import { LIBRARY_PROJECT_DESCRIPTION, LIBRARY_PROJECT_TITLE } from '../../../shared/constants.js';
import type { DbExecutor } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import type { ProjectRow } from './project-access.repository.js';

/** Creates a profile's "My Library" project; call it inside the transaction that creates the profile. */
export async function createLibraryProject(tx: DbExecutor, profileId: string): Promise<ProjectRow> {
  const [project] = await tx
    .insert(projects)
    .values({
      ownerProfileId: profileId,
      title: LIBRARY_PROJECT_TITLE,
      description: LIBRARY_PROJECT_DESCRIPTION,
      isLibrary: true,
    })
    .returning();
  if (!project) throw new Error('Inserting the library project returned no row');
  return project;
}
