// Entry of audio, what other features may use (issue 15 item 4): the song table with its sorting,
// upload and add-song controls, shown by the studio and a project's audio tab. The song queries
// are lib/queries/audio-queries; the account's storage use is lib/queries/account-storage.
export { useMoveLibrarySong, useResetLibraryOrder, type LibraryMove } from './api/library-order';
export type { PendingUpload } from './api/upload-audio';
export { AddSongControls } from './components/add-song-controls';
export { SongListSection } from './components/song-list-section';
export { songTableItems, type SongTableItem } from './components/song-row-types';
export { SongSortSelect } from './components/song-sort-select';
export { SongTable } from './components/song-table';
export { SongTableEmpty } from './components/song-table-states';
export { SongUploadsArea } from './components/song-uploads-area';
export { LIBRARY_SORTS, PROJECT_SORTS, useSongSort } from './components/use-song-sort';
export { useSongUploads, type SongUploads } from './components/use-song-uploads';
