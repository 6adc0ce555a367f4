import {
  SEARCH_GROUP_LIMIT_DEFAULT,
  type SearchLyrics,
  type SearchProject,
  type SearchResults,
} from '../../../shared/schemas/search.js';
import { presentAudio } from '../audio/index.js';
import { profileDisplayName } from '../projects/index.js';
import { searchMatch } from './search-text.js';
import type { LyricsHitRow, ProjectHitRow, SearchRepository } from './search.repository.js';

const NOTHING: SearchResults = { songs: [], lyrics: [], projects: [], playlists: [], people: [] };

/** A lyrics hit with its line trimmed and marked "…" where the line goes on. */
function presentLyricsHit(row: LyricsHitRow): SearchLyrics {
  const text = row.line?.trim();
  const line = text ? `${row.cutStart ? '…' : ''}${text}${row.cutEnd ? '…' : ''}` : null;
  return {
    id: row.id,
    title: row.title,
    projectId: row.projectId,
    projectTitle: row.projectTitle,
    projectIsLibrary: row.projectIsLibrary,
    line,
  };
}

function presentProjectHit(row: ProjectHitRow): SearchProject {
  return {
    id: row.id,
    title: row.title,
    isLibrary: row.isLibrary,
    ownerName: profileDisplayName({
      artistName: row.ownerArtistName,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
    }),
    role: row.role,
    songCount: row.songCount,
  };
}

/**
 * The global search: songs, lyrics, projects, playlists and people the caller may see, each group
 * ranked and short. Visibility is part of every statement (DESIGN §5: what a caller cannot
 * open never appears), so there is no per-resource check to make afterwards.
 */
export function searchService(deps: { repo: SearchRepository }) {
  const { repo } = deps;
  return {
    async search(profileId: string, text: string, limit?: number): Promise<SearchResults> {
      const match = searchMatch(text);
      if (!match) return NOTHING;
      const perGroup = limit ?? SEARCH_GROUP_LIMIT_DEFAULT;
      // Five independent reads: PostgreSQL runs them side by side on the pool's connections;
      // PGlite queues them in arrival order like any other statements.
      const [songs, lyrics, projects, playlists, people] = await Promise.all([
        repo.songs(profileId, match, perGroup),
        repo.lyrics(profileId, match, perGroup),
        repo.projects(profileId, match, perGroup),
        repo.playlists(profileId, match, perGroup),
        repo.people(profileId, match, perGroup),
      ]);
      return {
        songs: songs.map((row) => presentAudio(row, row.role, profileId)),
        lyrics: lyrics.map(presentLyricsHit),
        projects: projects.map(presentProjectHit),
        playlists,
        people,
      };
    },
  };
}
