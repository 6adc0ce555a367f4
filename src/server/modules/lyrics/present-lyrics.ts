import { isLanguage } from '../../../shared/constants.js';
import type { Lyrics } from '../../../shared/schemas/lyrics.js';
import type { LyricsRow } from './lyrics.repository.js';

/** A lyrics row as the API returns it (`Lyrics`). */
export function presentLyrics(row: LyricsRow): Lyrics {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    content: row.content,
    genre: row.genre,
    mood: row.mood,
    // The column is free text; anything outside the supported languages reads as English.
    language: isLanguage(row.language) ? row.language : 'en',
    authorProfileId: row.authorProfileId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
