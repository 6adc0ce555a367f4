export { lyricsRoutes } from './lyrics.routes.js';
export { presentLyrics } from './present-lyrics.js';
