// Entry of playlists, what other features may use (issue 15 item 4): what a song row's "Add to
// Playlist" submenu and the bulk bar's "New playlist…" need.
export { useCreatePlaylist } from './api/playlist-mutations';
export { usePlaylists } from './api/playlist-queries';
export { requestNewPlaylist } from './components/new-playlist-request';
export { useAddToPlaylist } from './components/use-add-to-playlist';
