export { songProjectRoutes } from './song-project.routes.js';
export { makeSongProjects, mayMakeSong, presentOwnedProjects } from './song-project.service.js';
export { songProjectRouteDocs } from './song-project.openapi.js';
