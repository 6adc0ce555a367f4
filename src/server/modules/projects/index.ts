export { createLibraryProject } from './library.js';
export { presentProject, profileDisplayName } from './present-project.js';
export {
  findProjectRole,
  projectAccessCheck,
  projectMemberIds,
  requireProjectRole,
} from './project-access.js';
export type { ProjectAccess, ProjectAccessCheck, ProjectRow } from './project-access.js';
export { projectsRepository } from './projects.repository.js';
export { projectsRoutes } from './projects.routes.js';
