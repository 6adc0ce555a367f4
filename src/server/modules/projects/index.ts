export { createLibraryProject } from './library.repository.js';
export { presentProject, profileDisplayName } from './present-project.js';
export {
  hidingUnseenProject,
  projectAccessCheck,
  requireProjectItem,
  requireProjectRole,
} from './project-access.js';
export type { ProjectAccessCheck } from './project-access.js';
export { findProjectRole, projectMemberIds, projectAudience } from './project-access.repository.js';
export type { ProjectAccess, ProjectRow } from './project-access.repository.js';
export { projectListRepository } from './project-list.repository.js';
export { projectsRepository } from './projects.repository.js';
export { projectsRoutes } from './projects.routes.js';
export { projectsRouteDocs } from './projects.openapi.js';
