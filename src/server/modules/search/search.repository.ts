import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProjectRole } from '../../../shared/constants.js';
import type { ReleaseStatus, ReleaseType } from '../../../shared/schemas/releases.js';
import type { SearchPerson } from '../../../shared/schemas/search.js';
import type { Database } from '../../db/client.js';
import {
  audioFiles,
  playlists,
  playlistTracks,
  profiles,
  projects,
  releases,
} from '../../db/schema/index.js';
import { listingColumns, versionCountOfSong, type AudioListing } from '../audio/index.js';
import { projectRoleOf } from '../../db/conditions/project-membership.js';
import type { SearchMatch } from './search-text.js';
import { candidateIds, joinedProjectIds, peopleQuery, rankBy } from './search.sql.js';
import { lyricsQuery } from './search-lyrics.sql.js';
import { releaseCandidateIds } from './search-releases.sql.js';

export interface ProjectHitRow {
  id: string;
  title: string;
  isLibrary: boolean;
  ownerArtistName: string | null;
  ownerFirstName: string;
  ownerLastName: string;
  songCount: number;
  role: ProjectRole;
}

export interface LyricsHitRow {
  id: string;
  title: string;
  projectId: string;
  projectTitle: string;
  projectIsLibrary: boolean;
  /** Part of the matching line (search-lyrics.sql.ts), null when the title alone matched. */
  line: string | null;
  cutStart: boolean;
  cutEnd: boolean;
}

export interface ReleaseHitRow {
  id: string;
  title: string;
  type: ReleaseType;
  status: ReleaseStatus;
  published: boolean;
  label: string;
  upc: string | null;
  releaseDate: string | null;
  artworkKey: string | null;
  artworkWidth: number | null;
  artworkHeight: number | null;
  updatedAt: Date;
}

export interface PlaylistHitRow {
  id: string;
  name: string;
  isPublic: boolean;
  trackCount: number;
}

/** Rows of a raw statement: drizzle's PGlite driver answers `{ rows }`, postgres-js an array. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

const inCandidates = (id: AnyPgColumn, candidates: SQL) => sql`${id} in (${candidates})`;

/** SQL of the global search: one bounded statement per group. */
export function searchRepository(db: Database) {
  return {
    /** Latest versions in projects the caller owns or joined, as the song lists show them. */
    async songs(
      profileId: string,
      m: SearchMatch,
      limit: number,
    ): Promise<Array<AudioListing & { role: ProjectRole }>> {
      const candidates = candidateIds(
        {
          from: sql`audio_files a`,
          id: sql`a.id`,
          name: sql`a.title`,
          visible: sql`a.is_latest and (a.owner_profile_id = ${profileId}
            or a.project_id = any(${joinedProjectIds(profileId)}))`,
        },
        m,
        limit,
      );
      return db
        .select({
          ...listingColumns(versionCountOfSong()),
          role: projectRoleOf(profileId) as SQL<ProjectRole>,
        })
        .from(audioFiles)
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .leftJoin(profiles, eq(profiles.id, audioFiles.uploaderProfileId))
        .where(inCandidates(audioFiles.id, candidates))
        .orderBy(...rankBy(sql`${audioFiles.title}`, m), asc(audioFiles.id))
        .limit(limit);
    },

    /** Projects the caller owns or joined, with the owner's names and the caller's role. */
    async projects(profileId: string, m: SearchMatch, limit: number): Promise<ProjectHitRow[]> {
      const candidates = candidateIds(
        {
          from: sql`projects p`,
          id: sql`p.id`,
          name: sql`p.title`,
          visible: sql`(p.owner_profile_id = ${profileId} or p.id = any(${joinedProjectIds(profileId)}))`,
        },
        m,
        limit,
      );
      return db
        .select({
          id: projects.id,
          title: projects.title,
          isLibrary: projects.isLibrary,
          ownerArtistName: profiles.artistName,
          ownerFirstName: profiles.firstName,
          ownerLastName: profiles.lastName,
          songCount: projects.songCount,
          role: projectRoleOf(profileId) as SQL<ProjectRole>,
        })
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerProfileId))
        .where(inCandidates(projects.id, candidates))
        .orderBy(...rankBy(sql`${projects.title}`, m), asc(projects.id))
        .limit(limit);
    },

    /** The caller's own playlists (the active profile's: nobody sees another's list). */
    async playlists(profileId: string, m: SearchMatch, limit: number): Promise<PlaylistHitRow[]> {
      const candidates = candidateIds(
        {
          from: sql`playlists pl`,
          id: sql`pl.id`,
          name: sql`pl.name`,
          visible: sql`pl.owner_profile_id = ${profileId}`,
        },
        m,
        limit,
      );
      return db
        .select({
          id: playlists.id,
          name: playlists.name,
          isPublic: playlists.isPublic,
          trackCount: sql<number>`(select count(*) from ${playlistTracks}
            where ${playlistTracks.playlistId} = ${playlists.id})::int`,
        })
        .from(playlists)
        .where(inCandidates(playlists.id, candidates))
        .orderBy(...rankBy(sql`${playlists.name}`, m), asc(playlists.id))
        .limit(limit);
    },

    /**
     * The caller's own releases, any status (nobody sees another's): by title, label or exact
     * UPC/EAN; the UPC's release first, then ranked by title as every group is.
     */
    async releases(
      profileId: string,
      m: SearchMatch,
      upc: string | null,
      limit: number,
    ): Promise<ReleaseHitRow[]> {
      const candidates = releaseCandidateIds(profileId, m, upc, limit);
      const upcFirst = upc ? [sql`(${releases.upc} is not distinct from ${upc}) desc`] : [];
      return (
        db
          .select({
            id: releases.id,
            title: releases.title,
            type: releases.type,
            status: releases.status,
            published: releases.published,
            label: releases.label,
            upc: releases.upc,
            releaseDate: releases.releaseDate,
            artworkKey: releases.artworkKey,
            artworkWidth: releases.artworkWidth,
            artworkHeight: releases.artworkHeight,
            updatedAt: releases.updatedAt,
          })
          .from(releases)
          // The owner again: the candidates are the caller's, this keeps the rule in sight.
          .where(and(eq(releases.ownerProfileId, profileId), inCandidates(releases.id, candidates)))
          .orderBy(...upcFirst, ...rankBy(sql`${releases.title}`, m), asc(releases.id))
          .limit(limit)
      );
    },

    /** Lyrics in projects the caller can see, by title or text, with the matching line. */
    async lyrics(profileId: string, m: SearchMatch, limit: number): Promise<LyricsHitRow[]> {
      return rowsOf<LyricsHitRow>(await db.execute(lyricsQuery(profileId, m, limit)));
    },

    /** People the caller works with whose names match (see peopleQuery). */
    async people(profileId: string, m: SearchMatch, limit: number): Promise<SearchPerson[]> {
      return rowsOf<SearchPerson>(await db.execute(peopleQuery(profileId, m, limit)));
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
