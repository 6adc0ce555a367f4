export { listenRoutes } from './listen.routes.js';
export { notifySongAdded } from './playlist-notification.js';
export { playlistsRepository } from './playlists.repository.js';
export type { PlaylistRow } from './playlists.repository.js';
export { playlistsRoutes } from './playlists.routes.js';
export { placeBetween } from './track-places.js';
