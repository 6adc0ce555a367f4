export { lyricsRepository } from './lyrics.repository.js';
export { lyricsRoutes } from './lyrics.routes.js';
export { presentLyrics } from './present-lyrics.js';
export { renderStaleLyrics } from './lyrics-doc-render.js';
export { lyricsRouteDocs } from './lyrics.openapi.js';
