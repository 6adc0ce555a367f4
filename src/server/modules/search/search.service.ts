import { normalizeUpc } from '../../../shared/schemas/releases.js';
import {
  SEARCH_GROUP_LIMIT_DEFAULT,
  type SearchLyrics,
  type SearchProject,
  type SearchRelease,
  type SearchResults,
} from '../../../shared/schemas/search.js';
import { presentAudio } from '../audio/index.js';
import { profileDisplayName } from '../projects/index.js';
import { presentArtwork } from '../releases/index.js';
import { searchMatch } from './search-text.js';
import type {
  LyricsHitRow,
  ProjectHitRow,
  ReleaseHitRow,
  SearchRepository,
} from './search.repository.js';

const NOTHING: SearchResults = {
  songs: [],
  lyrics: [],
  projects: [],
  playlists: [],
  releases: [],
  people: [],
};

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

/** A release hit with its small artwork rendition (the owner's route), when it has artwork. */
function presentReleaseHit(row: ReleaseHitRow): SearchRelease {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    published: row.published,
    label: row.label,
    upc: row.upc,
    releaseDate: row.releaseDate,
    artworkUrl: presentArtwork(row)?.thumbnailUrl ?? null,
  };
}

/**
 * The global search: songs, lyrics, projects, playlists, releases and people the caller may see, each group
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
      // A text that is a UPC/EAN also finds the release carrying it.
      const upc = normalizeUpc(match.text);
      // Six independent reads: PostgreSQL runs them side by side on the pool's connections;
      // PGlite queues them in arrival order like any other statements.
      const [songs, lyrics, projects, playlists, releases, people] = await Promise.all([
        repo.songs(profileId, match, perGroup),
        repo.lyrics(profileId, match, perGroup),
        repo.projects(profileId, match, perGroup),
        repo.playlists(profileId, match, perGroup),
        repo.releases(profileId, match, upc, perGroup),
        repo.people(profileId, match, perGroup),
      ]);
      return {
        songs: songs.map((row) => presentAudio(row, row.role, profileId)),
        lyrics: lyrics.map(presentLyricsHit),
        projects: projects.map(presentProjectHit),
        playlists,
        releases: releases.map(presentReleaseHit),
        people,
      };
    },
  };
}
