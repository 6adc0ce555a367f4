// Entry of lyrics, what other features may use (issue 15 item 4): the project page's tab and
// preview, the studio's plain-text editor and the player's lyrics panel.
export { LyricsPreview } from './lyrics-preview';
export { LyricsTab } from './lyrics-tab';
export { StudioLyricsEditor } from './studio/studio-lyrics-editor';
export { StudioLyricsPanel } from './studio/studio-lyrics-panel';
