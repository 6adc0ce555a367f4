export { artistPageRoutes } from './artist-page.routes.js';
export { displayName } from './profile-names.js';
export { profileDisplayName } from './profile-names.repository.js';
export { profilePictureRoutes } from './profile-picture.routes.js';
export { pictureKeyOfUrl } from './profile-picture.service.js';
export { profileRoutes } from './profile.routes.js';
export { representativesRoutes } from './representatives.routes.js';
