// Entry of comments, what other features may use (issue 15 item 4).
export { useAudioComments } from './api/comments';
export { useSongCommentsFooter } from './use-song-comments-footer';
