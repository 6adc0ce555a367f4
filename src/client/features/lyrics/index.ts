// Entry of lyrics, what other features may use (issue 15 item 4): the project page's tab and
// preview (the tab also serves the studio's lyrics tab) and the player's lyrics panel.
export { LyricsPreview } from './lyrics-preview';
export { LyricsTab } from './lyrics-tab';
export { StudioLyricsPanel } from './studio/studio-lyrics-panel';
export { openLyricsWords } from './live/open-lyrics-words';
