// What other features may use of lyrics (issue 15 item 4: features meet only through their entries): the
// project page's tab and preview, the studio's plain-text editor and the player's lyrics panel.
export { LyricsPreview } from './lyrics-preview';
export { LyricsTab } from './lyrics-tab';
export { StudioLyricsEditor } from './studio/studio-lyrics-editor';
export { StudioLyricsPanel } from './studio/studio-lyrics-panel';
