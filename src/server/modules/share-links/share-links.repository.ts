import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProjectRole } from '../../../shared/constants.js';
import type { DbExecutor } from '../../db/client.js';
import { projectRoleOf } from '../../db/conditions/project-membership.js';
import { rowsAfter } from '../../db/keyset.js';
import { audioFiles, playlists, profiles, projects, shareLinks } from '../../db/schema/index.js';
import type { TimestampIdKey } from '../../lib/pagination.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NewShareLink = typeof shareLinks.$inferInsert;

/** A link as its maker and the project's owner see it: what it names today and who made it. */
export interface ShareLinkListing {
  link: ShareLinkRow;
  createdKey: string;
  title: string | null;
  /** The pinned version's place among its song's versions (null: follows the latest). */
  versionNumber: number | null;
  makerName: string | null;
  /** The owner of the project the link names today (null: a playlist, or the target is gone). */
  projectOwnerId: string | null;
  /** The caller's role in that project. */
  callerRole: ProjectRole | null;
}

const makers = alias(profiles, 'makers');
const pinned = alias(audioFiles, 'pinned');

/** The file a song link names today: its song's latest version, or the version chosen. */
const currentFileId = sql`case when ${shareLinks.followLatest}
  then (select x.id from ${audioFiles} x where x.song_id = ${shareLinks.songId} and x.is_latest limit 1)
  else ${shareLinks.targetId} end`;

/** The n of "vn": the file's place among its song's versions, oldest first. */
export const versionNumberOf = (file: {
  songId: AnyColumn;
  createdAt: AnyColumn;
  id: AnyColumn;
}) => sql<number>`(select count(*)::int
  from ${audioFiles} v where v.song_id = ${file.songId}
    and (v.created_at, v.id) <= (${file.createdAt}, ${file.id}))`;

/** SQL for share links as their makers and owners see and change them. */
export function shareLinksRepository(db: DbExecutor) {
  /** Links with what they name today, the caller's role in its project, newest first. */
  const listings = (callerId: string, where: SQL | undefined, limit: number) =>
    db
      .select({
        link: shareLinks,
        createdKey: sql<string>`${shareLinks.createdAt}::text`,
        title: sql<string | null>`coalesce(${pinned.title}, ${projects.title}, ${playlists.name})`,
        versionNumber: sql<number | null>`case when ${shareLinks.followLatest} then null
          else ${versionNumberOf(pinned)} end`,
        makerName: sql<string | null>`coalesce(nullif(trim(${makers.artistName}), ''),
          nullif(trim(${makers.firstName} || ' ' || ${makers.lastName}), ''))`,
        projectOwnerId: projects.ownerProfileId,
        callerRole: projectRoleOf(callerId),
      })
      .from(shareLinks)
      .leftJoin(
        pinned,
        and(eq(shareLinks.targetType, 'audio'), sql`${pinned.id} = (${currentFileId})`),
      )
      .leftJoin(
        projects,
        sql`${projects.id} = case when ${shareLinks.targetType} = 'project'
          then ${shareLinks.targetId} else ${pinned.projectId} end`,
      )
      .leftJoin(
        playlists,
        and(eq(shareLinks.targetType, 'playlist'), eq(playlists.id, shareLinks.targetId)),
      )
      .leftJoin(makers, eq(makers.id, shareLinks.createdByProfileId))
      .where(where)
      .orderBy(sql`${shareLinks.createdAt} desc`, sql`${shareLinks.id} desc`)
      .limit(limit);

  /** The caller made it, or owns the project it names today. */
  const seenBy = (callerId: string) =>
    or(eq(shareLinks.createdByProfileId, callerId), eq(projects.ownerProfileId, callerId));

  return {
    async insert(values: NewShareLink): Promise<ShareLinkRow> {
      const [row] = await db.insert(shareLinks).values(values).returning();
      return row!;
    },

    async findByToken(token: string): Promise<ShareLinkRow | null> {
      const [row] = await db.select().from(shareLinks).where(eq(shareLinks.token, token)).limit(1);
      return row ?? null;
    },

    /** One link, when the caller made it or owns the project it names. */
    async findSeenBy(callerId: string, id: string): Promise<ShareLinkListing | null> {
      const [row] = await listings(callerId, and(eq(shareLinks.id, id), seenBy(callerId)), 1);
      return row ?? null;
    },

    /**
     * A page of the links the caller made and those made on projects they own, newest first.
     * One walk down share_links_created_idx, each row's target joined by its key.
     */
    async pageSeenBy(
      callerId: string,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<ShareLinkListing[]> {
      const keyset = after
        ? rowsAfter(
            [shareLinks.createdAt, shareLinks.id],
            [sql`${after[0]}::timestamptz`, sql`${after[1]}::uuid`],
            'desc',
          )
        : undefined;
      return listings(callerId, and(seenBy(callerId), keyset), limit);
    },

    /** Turns the link off for good (once: a second revoke keeps the first time). */
    async revoke(id: string, at: Date): Promise<void> {
      await db
        .update(shareLinks)
        .set({ revokedAt: at })
        .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
    },

    /** The queued e-mail to the recipient given up (`failed`) or handed over (`sent`). */
    async recordEmailOutcome(id: string, outcome: 'sent' | 'failed'): Promise<void> {
      await db
        .update(shareLinks)
        .set({ emailFailedAt: outcome === 'failed' ? sql`now()` : null })
        .where(eq(shareLinks.id, id));
    },

    /** The listener's page opened: first time kept, last time moved. */
    async markOpened(id: string, at: Date): Promise<void> {
      await db
        .update(shareLinks)
        .set({
          firstOpenedAt: sql`coalesce(${shareLinks.firstOpenedAt}, ${at.toISOString()}::timestamptz)`,
          lastOpenedAt: at,
        })
        .where(eq(shareLinks.id, id));
    },

    /** A playlist's owner and name (a playlist link must be the caller's own). */
    async playlistOf(id: string): Promise<{ ownerProfileId: string; name: string } | null> {
      const [row] = await db
        .select({ ownerProfileId: playlists.ownerProfileId, name: playlists.name })
        .from(playlists)
        .where(eq(playlists.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type ShareLinksRepository = ReturnType<typeof shareLinksRepository>;
