import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  accountSettings,
  audioFiles,
  collaborations,
  comments,
  credits,
  lyrics,
  playlists,
  playlistTracks,
  profiles,
  projects,
  songDetails,
  splits,
} from '../../db/schema/index.js';
import { projectVisibleTo } from '../../db/conditions/project-membership.js';

export type ExportProfileRow = typeof profiles.$inferSelect;
export type ExportProjectRow = typeof projects.$inferSelect & {
  /** The account's profile that owns the project or is an accepted member of it. */
  viaProfileId: string;
  role: 'owner' | 'viewer' | 'collaborator';
};

/**
 * SQL for "Download My Data": everything of one account. Songwriting rows are read for a batch
 * of projects at a time and songs a page at a time, so neither the memory nor one statement
 * grows with the catalogue. The password hash is never selected.
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

    /**
     * The songwriting rows of the projects, each table in one query. Splits only of
     * `splitProjectIds`: those where the account may see splits (DESIGN §5: owner, collaborator).
     */
    async songwriting(projectIds: string[], splitProjectIds: string[]) {
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
        splitProjectIds.length
          ? db
              .select()
              .from(splits)
              .where(inArray(splits.projectId, splitProjectIds))
              .orderBy(asc(splits.createdAt))
          : Promise.resolve([]),
        db.select().from(songDetails).where(inArray(songDetails.projectId, projectIds)),
      ]);
      return { lyrics: lyricsRows, credits: creditRows, splits: splitRows, details: detailRows };
    },

    /** One lyrics' stored content (the export's .txt files read it when the ZIP reaches them). */
    async lyricsContent(lyricsId: string): Promise<string | null> {
      const [row] = await db
        .select({ content: lyrics.content })
        .from(lyrics)
        .where(eq(lyrics.id, lyricsId));
      return row?.content ?? null;
    },

    /**
     * One page of a project's songs (all versions, without waveform peaks), oldest first, after
     * the song `afterId` (audio_files_project_idx): a 100,000-song library is read a page at a time.
     */
    songsOfProject(projectId: string, afterId: string | null, limit: number) {
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
        .where(
          and(
            eq(audioFiles.projectId, projectId),
            // The cursor's time is read in SQL: a JS Date would drop its microseconds.
            afterId
              ? sql`(${audioFiles.createdAt}, ${audioFiles.id}) > (select a.created_at, a.id from audio_files a where a.id = ${afterId})`
              : undefined,
          ),
        )
        .orderBy(asc(audioFiles.createdAt), asc(audioFiles.id))
        .limit(limit);
    },

    /**
     * Songs the profiles uploaded to projects the account is no longer in (`projectIds` are the
     * ones it is in): the person's own data, without anything the project's people may have
     * changed since (title, notes, project), so only what the upload itself was.
     */
    formerUploads(profileIds: string[], projectIds: string[]) {
      if (!profileIds.length) return Promise.resolve([]);
      return db
        .select({
          id: audioFiles.id,
          uploaderProfileId: audioFiles.uploaderProfileId,
          filename: audioFiles.filename,
          originalName: audioFiles.originalName,
          mimeType: audioFiles.mimeType,
          size: audioFiles.size,
          duration: audioFiles.duration,
          createdAt: audioFiles.createdAt,
        })
        .from(audioFiles)
        .where(
          and(
            inArray(audioFiles.uploaderProfileId, profileIds),
            projectIds.length ? notInArray(audioFiles.projectId, projectIds) : undefined,
          ),
        )
        .orderBy(asc(audioFiles.createdAt));
    },

    /**
     * The profiles' own comments (comments_author_idx). The project is named only while the
     * account is still in it (`projectIds`); a comment in a former project keeps its words only.
     */
    async comments(profileIds: string[], projectIds: string[]) {
      if (!profileIds.length) return [];
      const rows = await db
        .select({
          id: comments.id,
          authorProfileId: comments.authorProfileId,
          projectId: comments.projectId,
          audioFileId: comments.audioFileId,
          atSeconds: comments.atSeconds,
          body: comments.body,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .where(inArray(comments.authorProfileId, profileIds))
        .orderBy(asc(comments.createdAt), asc(comments.id));
      const current = new Set(projectIds);
      return rows.map((row) => ({
        ...row,
        projectId: current.has(row.projectId) ? row.projectId : null,
      }));
    },

    /**
     * The profiles' playlists with their tracks in order. Song and project titles are joined
     * only while the playlist's owner may see the song's project: a song of a project they left
     * is listed by id, never with a title someone set after they left.
     */
    async playlists(profileIds: string[]) {
      if (!profileIds.length) return { lists: [], tracks: [] };
      const visibleToListOwner = projectVisibleTo(playlists.ownerProfileId);
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
              songTitle: sql<
                string | null
              >`case when ${visibleToListOwner} then ${audioFiles.title} end`,
              projectTitle: sql<
                string | null
              >`case when ${visibleToListOwner} then ${projects.title} end`,
            })
            .from(playlistTracks)
            .innerJoin(playlists, eq(playlists.id, playlistTracks.playlistId))
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
