import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import {
  accounts,
  audioFiles,
  comments,
  credits,
  lyrics,
  playlists,
  playlistTracks,
  profiles,
  projects,
  splits,
} from '../../db/schema/index.js';
import { profileOrder } from '../auth/index.js';

/** The demo account's id and its profile ids, oldest first; null when it does not exist yet. */
export async function findDemoAccount(
  db: Database,
  email: string,
): Promise<{ accountId: string; profileIds: string[] } | null> {
  const rows = await db
    .select({ accountId: accounts.id, profileId: profiles.id })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.email, email))
    .orderBy(...profileOrder);
  if (rows.length === 0) return null;
  return { accountId: rows[0]!.accountId, profileIds: rows.map((row) => row.profileId) };
}

/** Inserts audio file rows (the files are already in storage). */
export async function insertAudioFiles(
  tx: DbExecutor,
  rows: Array<typeof audioFiles.$inferInsert>,
): Promise<Array<{ id: string; projectId: string }>> {
  if (rows.length === 0) return [];
  return tx
    .insert(audioFiles)
    .values(rows)
    .returning({ id: audioFiles.id, projectId: audioFiles.projectId });
}

export type TemplateSong = Omit<
  typeof audioFiles.$inferSelect,
  'id' | 'projectId' | 'uploaderProfileId' | 'songId' | 'ownerProfileId' | 'libraryKey' | 'isrc'
>;

/** One profile's library songs, oldest first (a bounded handful: the demo template's). */
export async function librarySongsOf(db: Database, profileId: string): Promise<TemplateSong[]> {
  return db
    .select({
      filename: audioFiles.filename,
      originalName: audioFiles.originalName,
      title: audioFiles.title,
      isLatest: audioFiles.isLatest,
      mimeType: audioFiles.mimeType,
      size: audioFiles.size,
      duration: audioFiles.duration,
      peaks: audioFiles.peaks,
      notes: audioFiles.notes,
      createdAt: audioFiles.createdAt,
      // A visitor's copy shares the template's bytes, so it shares its measured sound too.
      analysisState: audioFiles.analysisState,
      analysis: audioFiles.analysis,
      container: audioFiles.container,
      sampleRate: audioFiles.sampleRate,
      bitDepth: audioFiles.bitDepth,
      channels: audioFiles.channels,
    })
    .from(audioFiles)
    .innerJoin(projects, eq(projects.id, audioFiles.projectId))
    .where(and(eq(projects.ownerProfileId, profileId), eq(projects.isLibrary, true)))
    .orderBy(asc(audioFiles.createdAt), asc(audioFiles.id))
    .limit(20);
}

/** Inserts a project that is not a library and answers its id. */
export async function insertProject(
  tx: DbExecutor,
  values: typeof projects.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('Inserting the project returned no row');
  return row.id;
}

/** The showcase rows of one project: lyrics, credits, splits and a comment on one song. */
export async function insertProjectShowcase(
  tx: DbExecutor,
  rows: {
    lyrics: typeof lyrics.$inferInsert;
    credits: Array<typeof credits.$inferInsert>;
    splits: Array<typeof splits.$inferInsert>;
    comment: typeof comments.$inferInsert | null;
  },
): Promise<void> {
  await tx.insert(lyrics).values(rows.lyrics);
  await tx.insert(credits).values(rows.credits);
  await tx.insert(splits).values(rows.splits);
  if (rows.comment) await tx.insert(comments).values(rows.comment);
}

/** A private playlist holding `audioFileIds` in that order. */
export async function insertPlaylist(
  tx: DbExecutor,
  values: typeof playlists.$inferInsert,
  audioFileIds: string[],
): Promise<void> {
  const [row] = await tx.insert(playlists).values(values).returning({ id: playlists.id });
  if (!row) throw new Error('Inserting the playlist returned no row');
  if (audioFileIds.length === 0) return;
  await tx
    .insert(playlistTracks)
    .values(
      audioFileIds.map((audioFileId, i) => ({ playlistId: row.id, audioFileId, position: i + 1 })),
    );
}

/** Demo copies whose expiry has passed, oldest first, at most `limit` of them. */
export async function findExpiredDemoAccounts(
  db: Database,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.isDemo, true), lt(accounts.demoExpiresAt, now)))
    .orderBy(asc(accounts.demoExpiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Days of plays a demo studio starts with, ending at its creation (issue 28 item 5). */
export const DEMO_PLAY_DAYS = 30;
/** Plays per day over the studio's songs: enough for every chart of the analytics page. */
const DEMO_PLAYS_PER_DAY = 12;

/**
 * A month of plays of the studio's songs, ending `now`, spread over the sources and the hours,
 * in one statement (generate_series): the analytics page of a fresh demo shows real figures.
 */
export async function insertDemoPlays(
  tx: DbExecutor,
  ownerProfileId: string,
  listenerProfileId: string,
  audioIds: string[],
  now: Date,
): Promise<void> {
  if (audioIds.length === 0) return;
  const total = DEMO_PLAY_DAYS * DEMO_PLAYS_PER_DAY;
  await tx.execute(sql`
    with songs as (
      select array[${sql.join(
        audioIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}] as ids
    )
    insert into plays (audio_file_id, owner_profile_id, listener_profile_id, source, played_at,
      seconds_heard, completed)
    select songs.ids[1 + (g * 7 + g / 5) % cardinality(songs.ids)], ${ownerProfileId}::uuid,
      case g % 5 when 0 then ${ownerProfileId}::uuid when 1 then ${listenerProfileId}::uuid end,
      case g % 5 when 0 then 'own' when 1 then 'collaborator' when 2 then 'publicPlaylist'
        when 3 then 'releasePage' else 'artistPage' end,
      ${now.toISOString()}::timestamptz
        - make_interval(secs => (g * ${(DEMO_PLAY_DAYS * 86_400) / total}) + (g * 7919) % 3600),
      30 + (g * 37) % 150, g % 3 <> 0
    from songs, generate_series(0, ${total - 1}) g`);
}
