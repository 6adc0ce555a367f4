export { artistPageRoutes } from './artist-page.routes.js';
export { displayName, profileDisplayName } from './profile-names.js';
export { profilePictureRoutes } from './profile-picture.routes.js';
export { pictureKeyOfUrl } from './profile-picture.service.js';
export { profileRoutes } from './profile.routes.js';
export { representativesRoutes } from './representatives.routes.js';
