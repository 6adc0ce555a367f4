import { and, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Plan } from '../../../shared/constants.js';
import type { AudioAnalysis, AudioAnalysisState } from '../../../shared/schemas/audio-analysis.js';
import type { DbExecutor } from '../../db/client.js';
import { audioFiles, profiles, projects } from '../../db/schema/index.js';

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
  analysisState: AudioAnalysisState;
  analysis: AudioAnalysis | null;
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
  analysisState: audioFiles.analysisState,
  analysis: audioFiles.analysis,
});

/** How many versions the row's song has, as a correlated sub-query (one row at a time). */
export const versionCountOfSong = () =>
  sql<number>`(select count(*) from ${audioFiles} as v where v.song_id = ${audioFiles.songId})::int`;

/** SQL for audio files and their versions. Lists are one query each and never carry peaks. */
export function audioRepository(db: DbExecutor) {
  return {
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

    /**
     * A profile's plan, the storage limit an administrator set for it (MB, null: none), and
     * the bytes of audio stored in the projects it owns (its quota use).
     */
    async storageUse(ownerProfileId: string): Promise<{
      plan: Plan;
      trialEndsAt: Date | null;
      storageLimitMb: number | null;
      usedBytes: number;
    } | null> {
      const [row] = await db
        .select({
          plan: profiles.plan,
          trialEndsAt: profiles.trialEndsAt,
          storageLimitMb: profiles.storageLimitMb,
          usedBytes: sql<number>`coalesce(sum(${audioFiles.size}), 0)`.mapWith(Number),
        })
        .from(profiles)
        .leftJoin(projects, eq(projects.ownerProfileId, profiles.id))
        .leftJoin(audioFiles, eq(audioFiles.projectId, projects.id))
        .where(eq(profiles.id, ownerProfileId))
        .groupBy(profiles.id);
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
