// What other features may use of comments (issue 15 item 4: features meet only through their entries).
export { useAudioComments } from './api/comments';
export { useSongCommentsFooter } from './use-song-comments-footer';
