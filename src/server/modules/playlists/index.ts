export { listenRoutes } from './listen.routes.js';
export { notifySongAdded } from './playlist-notification.js';
export { playlistTracksRepository } from './playlist-tracks.repository.js';
export { playlistsRepository } from './playlists.repository.js';
export type { PlaylistRow } from './playlists.repository.js';
export { playlistsRoutes } from './playlists.routes.js';
export { sharedTracksRepository } from './shared-tracks.repository.js';
export { placeBetween } from './track-places.js';
export { playlistsRouteDocs } from './playlists.openapi.js';
