export { lyricsRepository } from './lyrics.repository.js';
export { lyricsRoutes } from './lyrics.routes.js';
export { presentLyrics } from './present-lyrics.js';
export { lyricsLiveRoutes } from './lyrics-live.routes.js';
