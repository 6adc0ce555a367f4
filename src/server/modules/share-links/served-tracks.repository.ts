import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { projectShareableBy } from '../../db/conditions/project-membership.js';
import { rowsOf } from '../../db/rows.js';
import { audioFiles, playlists, playlistTracks, projects } from '../../db/schema/index.js';
import type { ShareLinkRow } from './share-links.repository.js';
import { versionNumberOf } from './share-links.repository.js';

/** A song a link serves, as the listener's page shows it. */
export interface ServedTrackRow {
  audioId: string;
  songId: string;
  title: string;
  versionNumber: number;
  duration: number;
  peaks: number[];
  /** The sort key as text (library key or playlist place) and the row's id, for the cursor. */
  sortKey: string;
  keyId: string;
}

/** What the routes need to serve, comment on or report a served song. */
export interface ServedFile {
  audioId: string;
  projectId: string;
  title: string;
  filename: string;
  mimeType: string;
  originalName: string;
  duration: number;
  versionNumber: number;
}

/** Where a page starts: after this sort key and id (null: the first page). */
export type ServedKey = readonly [sortKey: string, id: string];

type Link = Pick<ShareLinkRow, 'targetType' | 'targetId' | 'songId' | 'followLatest'> & {
  createdByProfileId: string;
};

/**
 * SQL for what a link serves right now. Every query filters with projectShareableBy for the
 * link's maker (decision 013), so "Members may share" switched off, the member removed, or the
 * song moved or deleted takes it off the link at the next request; nothing is cached.
 */
export function servedTracksRepository(db: DbExecutor) {
  /** The songs of the link, its order and keyset, as one query's parts. */
  function served(link: Link) {
    const maker = link.createdByProfileId;
    const shareable = projectShareableBy(maker);
    if (link.targetType === 'playlist') {
      return {
        joins: sql`join ${playlistTracks} on ${playlistTracks.audioFileId} = ${audioFiles.id}
          join ${playlists} on ${playlists.id} = ${playlistTracks.playlistId}`,
        where: and(
          eq(playlistTracks.playlistId, link.targetId),
          // Still the maker's playlist: a link never serves someone else's list.
          eq(playlists.ownerProfileId, maker),
          shareable,
        )!,
        sortKey: sql<string>`${playlistTracks.position}::text`,
        order: [asc(playlistTracks.position), asc(playlistTracks.id)],
        keyset: ([key, id]: ServedKey) =>
          sql`(${playlistTracks.position}, ${playlistTracks.id}) > (${key}::numeric, ${id}::uuid)`,
        idColumn: sql<string>`${playlistTracks.id}`,
      };
    }
    const byLibraryKey = {
      joins: sql``,
      sortKey: sql<string>`${audioFiles.libraryKey}`,
      order: [sql`${audioFiles.libraryKey} collate "C"`, asc(audioFiles.id)],
      keyset: ([key, id]: ServedKey) =>
        sql`(${audioFiles.libraryKey} collate "C", ${audioFiles.id}) > (${key} collate "C", ${id}::uuid)`,
      idColumn: sql<string>`${audioFiles.id}`,
    };
    if (link.targetType === 'project') {
      return {
        ...byLibraryKey,
        where: and(
          eq(audioFiles.projectId, link.targetId),
          eq(audioFiles.isLatest, true),
          shareable,
        )!,
      };
    }
    const file: SQL =
      link.followLatest && link.songId
        ? and(eq(audioFiles.songId, link.songId), eq(audioFiles.isLatest, true))!
        : eq(audioFiles.id, link.targetId);
    return { ...byLibraryKey, where: and(file, shareable)! };
  }

  const from = (link: Link, columns: SQL) => {
    const parts = served(link);
    return sql`select ${columns} from ${audioFiles}
      join ${projects} on ${projects.id} = ${audioFiles.projectId} ${parts.joins}
      where ${parts.where}`;
  };

  return {
    /** How many songs the link serves now (a project link may hold 10,000: an index count). */
    async count(link: Link): Promise<number> {
      const rows = await db.execute(from(link, sql`count(*)::int as count`));
      return Number(rowsOf<{ count: number }>(rows)[0]?.count ?? 0);
    },

    /** A page of the served songs in the link's order: the project's, or the playlist's. */
    async page(link: Link, after: ServedKey | null, limit: number): Promise<ServedTrackRow[]> {
      const parts = served(link);
      const rows = await db.execute(
        sql`select ${audioFiles.id} as "audioId", ${audioFiles.songId} as "songId",
            ${audioFiles.title} as title, ${versionNumberOf(audioFiles)} as "versionNumber",
            ${audioFiles.duration} as duration, ${audioFiles.peaks} as peaks,
            ${parts.sortKey} as "sortKey", ${parts.idColumn} as "keyId"
          from ${audioFiles}
          join ${projects} on ${projects.id} = ${audioFiles.projectId} ${parts.joins}
          where ${parts.where} ${after ? sql`and ${parts.keyset(after)}` : sql``}
          order by ${sql.join(parts.order, sql`, `)}
          limit ${limit}`,
      );
      return rowsOf<ServedTrackRow>(rows).map((row) => ({
        ...row,
        versionNumber: Number(row.versionNumber),
        duration: Number(row.duration),
        peaks: typeof row.peaks === 'string' ? (JSON.parse(row.peaks) as number[]) : row.peaks,
      }));
    },

    /** One served song's file, or null when the link does not serve it now. */
    async file(link: Link, audioId: string): Promise<ServedFile | null> {
      const rows = await db.execute(
        sql`${from(
          link,
          sql`${audioFiles.id} as "audioId", ${audioFiles.projectId} as "projectId",
            ${audioFiles.title} as title, ${audioFiles.filename} as filename,
            ${audioFiles.mimeType} as "mimeType", ${audioFiles.originalName} as "originalName",
            ${audioFiles.duration} as duration,
            ${versionNumberOf(audioFiles)} as "versionNumber"`,
        )} and ${audioFiles.id} = ${audioId} limit 1`,
      );
      const row = rowsOf<ServedFile>(rows)[0];
      return row
        ? { ...row, duration: Number(row.duration), versionNumber: Number(row.versionNumber) }
        : null;
    },

    /** The link's title now: the served song's, the project's, the playlist's ("" once gone). */
    async title(link: Link): Promise<string> {
      if (link.targetType === 'audio') {
        const rows = await db.execute(
          sql`${from(link, sql`${audioFiles.title} as title`)} limit 1`,
        );
        return rowsOf<{ title: string }>(rows)[0]?.title ?? '';
      }
      const rows = await db.execute(
        link.targetType === 'project'
          ? sql`select ${projects.title} as title from ${projects}
              where ${projects.id} = ${link.targetId} and ${projectShareableBy(link.createdByProfileId)}`
          : sql`select ${playlists.name} as title from ${playlists}
              where ${playlists.id} = ${link.targetId}
                and ${playlists.ownerProfileId} = ${link.createdByProfileId}`,
      );
      return rowsOf<{ title: string }>(rows)[0]?.title ?? '';
    },
  };
}
export type ServedTracksRepository = ReturnType<typeof servedTracksRepository>;
