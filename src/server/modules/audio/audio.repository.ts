import { and, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Plan, ProjectRole } from '../../../shared/constants.js';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles, profiles, projects } from '../../db/schema/index.js';
import { projectRoleOf, projectVisibleTo } from '../projects/project-access.js';

export type AudioFileRow = typeof audioFiles.$inferSelect;
/** An audio row without its peaks (what access checks and changes need). */
export type AudioFileRecord = Omit<AudioFileRow, 'peaks'>;
export type NewAudioFile = typeof audioFiles.$inferInsert;

/** One file as lists show it: the row without peaks, its project, its uploader, its song's size. */
export interface AudioListing {
  id: string;
  projectId: string;
  projectName: string;
  projectIsLibrary: boolean;
  filename: string;
  originalName: string;
  title: string;
  mimeType: string;
  size: number;
  duration: number;
  notes: string;
  createdAt: Date;
  uploaderProfileId: string | null;
  uploaderArtistName: string | null;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
  songId: string;
  isLatest: boolean;
  versionCount: number;
}

const { peaks: _peaks, ...recordColumns } = getTableColumns(audioFiles);
const newestFirst = [desc(audioFiles.createdAt), desc(audioFiles.id)];

/**
 * The listing columns straight from audio_files joined with projects and profiles (uploader);
 * also used by playlists, whose songs present exactly like the library's.
 */
export const listingColumns = (versionCount: SQL.Aliased<number> | SQL<number>) => ({
  id: audioFiles.id,
  projectId: audioFiles.projectId,
  projectName: projects.title,
  projectIsLibrary: projects.isLibrary,
  filename: audioFiles.filename,
  originalName: audioFiles.originalName,
  title: audioFiles.title,
  mimeType: audioFiles.mimeType,
  size: audioFiles.size,
  duration: audioFiles.duration,
  notes: audioFiles.notes,
  createdAt: audioFiles.createdAt,
  uploaderProfileId: audioFiles.uploaderProfileId,
  uploaderArtistName: profiles.artistName,
  uploaderFirstName: profiles.firstName,
  uploaderLastName: profiles.lastName,
  songId: audioFiles.songId,
  isLatest: audioFiles.isLatest,
  versionCount,
});

/** How many versions the row's song has, as a correlated sub-query (one row at a time). */
export const versionCountOfSong = () =>
  sql<number>`(select count(*) from ${audioFiles} as v where v.song_id = ${audioFiles.songId})::int`;

/** SQL for audio files and their versions. Lists are one query each and never carry peaks. */
export function audioRepository(db: DbExecutor) {
  /** The projects a profile may see (the shared visibility condition), with its role in each. */
  const visibleProjects = (profileId: string) =>
    db
      .select({
        id: projects.id,
        role: sql<ProjectRole>`${projectRoleOf(profileId)}`.as('role'),
      })
      .from(projects)
      .where(projectVisibleTo(profileId))
      .as('visible');

  /**
   * Latest versions among the caller's visible projects (optionally one of them), newest first,
   * with the caller's role. The version count is a window over the same rows: versions of a
   * song always share a project (decision 003), so the window sees all of them.
   */
  async function listLatest(
    profileId: string,
    projectId?: string,
  ): Promise<Array<AudioListing & { role: ProjectRole }>> {
    const visible = visibleProjects(profileId);
    const files = db
      .select({
        ...listingColumns(
          sql<number>`count(*) over (partition by ${audioFiles.songId})`
            .mapWith(Number)
            .as('version_count'),
        ),
        // A subquery's columns are referenced by name: these would clash with audio_files'.
        projectName: sql<string>`${projects.title}`.as('project_name'),
        projectIsLibrary: sql<boolean>`${projects.isLibrary}`.as('project_is_library'),
        role: sql<ProjectRole>`${visible.role}`.as('project_role'),
      })
      .from(audioFiles)
      .innerJoin(visible, eq(visible.id, audioFiles.projectId))
      .innerJoin(projects, eq(projects.id, audioFiles.projectId))
      .leftJoin(profiles, eq(profiles.id, audioFiles.uploaderProfileId))
      .where(projectId ? eq(audioFiles.projectId, projectId) : undefined)
      .as('files');
    return db
      .select()
      .from(files)
      .where(eq(files.isLatest, true))
      .orderBy(desc(files.createdAt), desc(files.id));
  }

  return {
    /** Latest versions in every project the profile can see, newest first. */
    listVisibleLatest: (profileId: string) => listLatest(profileId),

    /**
     * Changes whenever the answer of listVisibleLatest(profileId) may change: counts and
     * transaction ids (xmin, new on every insert and update) of the rows it is built from.
     * One cheap aggregate, so a cached list can be checked on every request, in any process.
     * When collaborations land, add the membership rows here as well.
     */
    async listFingerprint(profileId: string): Promise<string> {
      const xid = (table: unknown) => sql`(${table}.xmin::text)::bigint`;
      const [row] = await db
        .select({
          files: sql<string>`count(${audioFiles.id})::text`,
          fileTxSum: sql<string>`coalesce(sum(${xid(audioFiles)}), 0)::text`,
          fileTxMax: sql<string>`coalesce(max(${xid(audioFiles)}), 0)::text`,
          projectTx: sql<string>`coalesce(max(${xid(projects)}), 0)::text`,
          uploaderTx: sql<string>`coalesce(max(${xid(profiles)}), 0)::text`,
        })
        .from(projects)
        .leftJoin(audioFiles, eq(audioFiles.projectId, projects.id))
        .leftJoin(profiles, eq(profiles.id, audioFiles.uploaderProfileId))
        .where(projectVisibleTo(profileId));
      return row ? Object.values(row).join(':') : '';
    },

    /** Latest versions in one project the profile can see, newest first. */
    listProjectLatest: (profileId: string, projectId: string) => listLatest(profileId, projectId),

    /** Every version of a song, newest first. */
    async listSongVersions(songId: string): Promise<AudioListing[]> {
      return db
        .select(listingColumns(sql<number>`(count(*) over ())::int`))
        .from(audioFiles)
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .leftJoin(profiles, eq(profiles.id, audioFiles.uploaderProfileId))
        .where(eq(audioFiles.songId, songId))
        .orderBy(...newestFirst);
    },

    /** One file as lists show it, with its peaks. */
    async findDetail(audioId: string): Promise<(AudioListing & { peaks: number[] }) | null> {
      const versionCount = versionCountOfSong();
      const [row] = await db
        .select({ ...listingColumns(versionCount), peaks: audioFiles.peaks })
        .from(audioFiles)
        .innerJoin(projects, eq(projects.id, audioFiles.projectId))
        .leftJoin(profiles, eq(profiles.id, audioFiles.uploaderProfileId))
        .where(eq(audioFiles.id, audioId))
        .limit(1);
      return row ?? null;
    },

    /** The bare row (no peaks) for access checks and changes. */
    async findRecord(audioId: string): Promise<AudioFileRecord | null> {
      const [row] = await db
        .select(recordColumns)
        .from(audioFiles)
        .where(eq(audioFiles.id, audioId))
        .limit(1);
      return row ?? null;
    },

    /** The id of the profile's "My Library" project, or null when it has none yet. */
    async findLibraryProjectId(profileId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.ownerProfileId, profileId), eq(projects.isLibrary, true)))
        .limit(1);
      return row?.id ?? null;
    },

    /** A profile's plan and the bytes of audio stored in the projects it owns (its quota use). */
    async storageUse(ownerProfileId: string): Promise<{ plan: Plan; usedBytes: number } | null> {
      const [row] = await db
        .select({
          plan: profiles.plan,
          usedBytes: sql<number>`coalesce(sum(${audioFiles.size}), 0)`.mapWith(Number),
        })
        .from(profiles)
        .leftJoin(projects, eq(projects.ownerProfileId, profiles.id))
        .leftJoin(audioFiles, eq(audioFiles.projectId, projects.id))
        .where(eq(profiles.id, ownerProfileId))
        .groupBy(profiles.plan);
      return row ?? null;
    },

    async insert(values: NewAudioFile): Promise<AudioFileRecord> {
      const [row] = await db.insert(audioFiles).values(values).returning(recordColumns);
      if (!row) throw new Error('Inserting an audio file returned no row');
      return row;
    },

    async update(
      audioId: string,
      values: Partial<Pick<AudioFileRow, 'notes' | 'title' | 'projectId' | 'songId' | 'isLatest'>>,
    ): Promise<void> {
      await db.update(audioFiles).set(values).where(eq(audioFiles.id, audioId));
    },

    async delete(audioId: string): Promise<void> {
      await db.delete(audioFiles).where(eq(audioFiles.id, audioId));
    },

    /** Clears the latest flag of every file of a song except `keepId`. */
    async clearLatest(songId: string, keepId?: string): Promise<void> {
      await db
        .update(audioFiles)
        .set({ isLatest: false })
        .where(
          and(
            eq(audioFiles.songId, songId),
            eq(audioFiles.isLatest, true),
            keepId ? ne(audioFiles.id, keepId) : undefined,
          ),
        );
    },

    /** Makes the newest file of a song its latest, when the song has files and no latest. */
    async promoteNewest(songId: string): Promise<void> {
      const [newest] = await db
        .select({ id: audioFiles.id, isLatest: audioFiles.isLatest })
        .from(audioFiles)
        .where(eq(audioFiles.songId, songId))
        .orderBy(desc(audioFiles.isLatest), ...newestFirst)
        .limit(1);
      if (newest && !newest.isLatest) {
        await db.update(audioFiles).set({ isLatest: true }).where(eq(audioFiles.id, newest.id));
      }
    },

    /** How many files a song has. */
    async countVersions(songId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(audioFiles)
        .where(eq(audioFiles.songId, songId));
      return row?.count ?? 0;
    },
  };
}
export type AudioRepository = ReturnType<typeof audioRepository>;
