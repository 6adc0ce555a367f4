import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  accountSettings,
  audioFiles,
  collaborations,
  credits,
  lyrics,
  playlists,
  playlistTracks,
  profiles,
  projects,
  songDetails,
  splits,
} from '../../db/schema/index.js';

export type ExportProfileRow = typeof profiles.$inferSelect;
export type ExportProjectRow = typeof projects.$inferSelect & {
  /** The account's profile that owns the project or is an accepted member of it. */
  viaProfileId: string;
  role: 'owner' | 'viewer' | 'collaborator';
};

/**
 * SQL for "Download My Data": everything of one account, a handful of queries in all (one per
 * table, never one per project). The password hash is never selected.
 */
export function dataExportRepository(db: Database) {
  return {
    async account(accountId: string) {
      const [row] = await db
        .select({
          account: {
            id: accounts.id,
            email: accounts.email,
            role: accounts.role,
            status: accounts.status,
            isDemo: accounts.isDemo,
            createdAt: accounts.createdAt,
          },
          settings: accountSettings,
        })
        .from(accounts)
        .leftJoin(accountSettings, eq(accountSettings.accountId, accounts.id))
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row ?? null;
    },

    profiles(accountId: string): Promise<ExportProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(eq(profiles.accountId, accountId))
        .orderBy(asc(profiles.createdAt));
    },

    /** Projects the profiles own, then those they are accepted members of. */
    async projects(profileIds: string[]): Promise<ExportProjectRow[]> {
      if (!profileIds.length) return [];
      const owned = await db
        .select()
        .from(projects)
        .where(inArray(projects.ownerProfileId, profileIds))
        .orderBy(asc(projects.createdAt));
      const joined = await db
        .select({
          project: projects,
          viaProfileId: collaborations.profileId,
          role: collaborations.role,
        })
        .from(collaborations)
        .innerJoin(projects, eq(projects.id, collaborations.projectId))
        .where(
          and(inArray(collaborations.profileId, profileIds), eq(collaborations.status, 'accepted')),
        )
        .orderBy(asc(projects.createdAt));
      return [
        ...owned.map((project) => ({
          ...project,
          viaProfileId: project.ownerProfileId,
          role: 'owner' as const,
        })),
        ...joined.map((row) => ({
          ...row.project,
          viaProfileId: row.viaProfileId!,
          role: row.role,
        })),
      ];
    },

    /** The songwriting rows of the projects, each table in one query. */
    async songwriting(projectIds: string[]) {
      if (!projectIds.length) return { lyrics: [], credits: [], splits: [], details: [] };
      const [lyricsRows, creditRows, splitRows, detailRows] = await Promise.all([
        db
          .select()
          .from(lyrics)
          .where(inArray(lyrics.projectId, projectIds))
          .orderBy(asc(lyrics.createdAt)),
        db
          .select()
          .from(credits)
          .where(inArray(credits.projectId, projectIds))
          .orderBy(asc(credits.createdAt)),
        db
          .select()
          .from(splits)
          .where(inArray(splits.projectId, projectIds))
          .orderBy(asc(splits.createdAt)),
        db.select().from(songDetails).where(inArray(songDetails.projectId, projectIds)),
      ]);
      return { lyrics: lyricsRows, credits: creditRows, splits: splitRows, details: detailRows };
    },

    /**
     * The songs of those projects (all versions, without waveform peaks). The export carries
     * the bytes of those the account uploaded or whose project it owns.
     */
    songs(projectIds: string[]) {
      if (!projectIds.length) return Promise.resolve([]);
      return db
        .select({
          id: audioFiles.id,
          projectId: audioFiles.projectId,
          uploaderProfileId: audioFiles.uploaderProfileId,
          filename: audioFiles.filename,
          originalName: audioFiles.originalName,
          title: audioFiles.title,
          songId: audioFiles.songId,
          isLatest: audioFiles.isLatest,
          mimeType: audioFiles.mimeType,
          size: audioFiles.size,
          duration: audioFiles.duration,
          notes: audioFiles.notes,
          createdAt: audioFiles.createdAt,
        })
        .from(audioFiles)
        .where(inArray(audioFiles.projectId, projectIds))
        .orderBy(asc(audioFiles.createdAt));
    },

    /** The profiles' playlists with their tracks in order (song and project titles joined). */
    async playlists(profileIds: string[]) {
      if (!profileIds.length) return { lists: [], tracks: [] };
      const lists = await db
        .select()
        .from(playlists)
        .where(inArray(playlists.ownerProfileId, profileIds))
        .orderBy(asc(playlists.createdAt));
      const tracks = lists.length
        ? await db
            .select({
              playlistId: playlistTracks.playlistId,
              position: playlistTracks.position,
              addedAt: playlistTracks.addedAt,
              audioFileId: playlistTracks.audioFileId,
              songTitle: audioFiles.title,
              projectTitle: projects.title,
            })
            .from(playlistTracks)
            .innerJoin(audioFiles, eq(audioFiles.id, playlistTracks.audioFileId))
            .innerJoin(projects, eq(projects.id, audioFiles.projectId))
            .where(
              inArray(
                playlistTracks.playlistId,
                lists.map((list) => list.id),
              ),
            )
            .orderBy(asc(playlistTracks.playlistId), asc(playlistTracks.position))
        : [];
      return { lists, tracks };
    },
  };
}
export type DataExportRepository = ReturnType<typeof dataExportRepository>;
