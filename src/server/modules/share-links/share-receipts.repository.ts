import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import {
  audioFiles,
  comments,
  shareHeatBuckets,
  shareLinks,
  shareListens,
} from '../../db/schema/index.js';
import type { TimestampIdKey } from '../../lib/pagination.js';
import { versionNumberOf } from './share-links.repository.js';

export type ShareListenRow = typeof shareListens.$inferSelect;

/** A listen as the receipts list shows it, with its version's title and number. */
export type ShareListenListing = ShareListenRow & {
  title: string | null;
  versionNumber: number | null;
  startedKey: string;
};

/** What one report changes: the listen after it, and the heatmap's added counts. */
export interface ListenChange {
  heard: Buffer;
  secondsHeard: number;
  replayedSeconds: number;
  ended: boolean;
  heat: [bucket: number, added: number][];
}

/** A listener's comment as their page lists it. */
export interface LinkCommentRow {
  id: string;
  audioId: string;
  atSeconds: number;
  body: string;
  authorName: string;
  createdAt: Date;
  createdKey: string;
}

/** SQL for listen receipts (listens, the heatmap's counters) and a link's own comments. */
export function shareReceiptsRepository(db: DbExecutor) {
  return {
    /**
     * One report applied in one transaction: the listen row locked (or made), `change` computed
     * from what it held, the row and the heatmap's counters written. Null when the id names a
     * listen of another link or song. `isNew` and `endedNow` say what the report began or ended.
     */
    async applyReport(
      ids: { listenId: string; linkId: string; audioId: string; duration: number },
      change: (before: ShareListenRow | null) => ListenChange,
      at: Date,
    ): Promise<{ listen: ShareListenRow; isNew: boolean; endedNow: boolean } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(shareListens)
          .where(eq(shareListens.id, ids.listenId))
          .for('update');
        if (before && (before.linkId !== ids.linkId || before.audioFileId !== ids.audioId)) {
          return null;
        }
        const next = change(before ?? null);
        const values = {
          heard: next.heard,
          secondsHeard: next.secondsHeard,
          replayedSeconds: next.replayedSeconds,
          ended: next.ended,
          lastHeardAt: at,
        };
        const [listen] = before
          ? await tx
              .update(shareListens)
              .set(values)
              .where(eq(shareListens.id, ids.listenId))
              .returning()
          : await tx
              .insert(shareListens)
              .values({
                ...values,
                id: ids.listenId,
                linkId: ids.linkId,
                audioFileId: ids.audioId,
                duration: Math.ceil(ids.duration),
                startedAt: at,
              })
              .returning();
        if (!before) {
          await tx
            .update(shareLinks)
            .set({ listenCount: sql`${shareLinks.listenCount} + 1` })
            .where(eq(shareLinks.id, ids.linkId));
        }
        if (next.heat.length > 0) {
          await tx
            .insert(shareHeatBuckets)
            .values(
              next.heat.map(([bucket, hits]) => ({
                linkId: ids.linkId,
                audioFileId: ids.audioId,
                bucket,
                hits,
              })),
            )
            .onConflictDoUpdate({
              target: [
                shareHeatBuckets.linkId,
                shareHeatBuckets.audioFileId,
                shareHeatBuckets.bucket,
              ],
              set: { hits: sql`${shareHeatBuckets.hits} + excluded.hits` },
            });
        }
        return { listen: listen!, isNew: !before, endedNow: next.ended && !before?.ended };
      });
    },

    /** A page of a link's listens, newest first (share_listens_link_idx). */
    async listensPage(
      linkId: string,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<ShareListenListing[]> {
      const keyset = after
        ? rowsAfter(
            [shareListens.startedAt, shareListens.id],
            [sql`${after[0]}::timestamptz`, sql`${after[1]}::uuid`],
            'desc',
          )
        : undefined;
      const rows = await db
        .select({
          listen: shareListens,
          title: audioFiles.title,
          versionNumber: sql<number | null>`case when ${audioFiles.id} is null then null
            else ${versionNumberOf(audioFiles)} end`,
          startedKey: sql<string>`${shareListens.startedAt}::text`,
        })
        .from(shareListens)
        .leftJoin(audioFiles, eq(audioFiles.id, shareListens.audioFileId))
        .where(and(eq(shareListens.linkId, linkId), keyset))
        .orderBy(desc(shareListens.startedAt), desc(shareListens.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row.listen,
        title: row.title,
        versionNumber: row.versionNumber === null ? null : Number(row.versionNumber),
        startedKey: row.startedKey,
      }));
    },

    /** The heatmap's counters of one link and version: one primary-key range, ≤ 100 rows. */
    async heat(linkId: string, audioId: string): Promise<{ bucket: number; hits: number }[]> {
      return db
        .select({ bucket: shareHeatBuckets.bucket, hits: shareHeatBuckets.hits })
        .from(shareHeatBuckets)
        .where(and(eq(shareHeatBuckets.linkId, linkId), eq(shareHeatBuckets.audioFileId, audioId)))
        .orderBy(asc(shareHeatBuckets.bucket));
    },

    /** A file's length and peaks (the heatmap is drawn over its waveform). */
    async fileShape(audioId: string): Promise<{ duration: number; peaks: number[] } | null> {
      const [row] = await db
        .select({ duration: audioFiles.duration, peaks: audioFiles.peaks })
        .from(audioFiles)
        .where(eq(audioFiles.id, audioId))
        .limit(1);
      return row ?? null;
    },

    /** A listener's comment: a normal comment of the song, signed with the recipient's name. */
    async insertComment(values: {
      audioId: string;
      linkId: string;
      guestName: string;
      atSeconds: number;
      body: string;
    }): Promise<LinkCommentRow> {
      const [row] = await db
        .insert(comments)
        .values({
          audioFileId: values.audioId,
          shareLinkId: values.linkId,
          guestName: values.guestName,
          atSeconds: values.atSeconds,
          body: values.body,
        })
        .returning();
      return { ...presentable(row!), createdKey: row!.createdAt.toISOString() };
    },

    /** A page of the comments written through a link, newest first. */
    async commentsPage(
      linkId: string,
      after: TimestampIdKey | null,
      limit: number,
    ): Promise<LinkCommentRow[]> {
      const keyset = after
        ? rowsAfter(
            [comments.createdAt, comments.id],
            [sql`${after[0]}::timestamptz`, sql`${after[1]}::uuid`],
            'desc',
          )
        : undefined;
      const rows = await db
        .select({ comment: comments, createdKey: sql<string>`${comments.createdAt}::text` })
        .from(comments)
        .where(and(eq(comments.shareLinkId, linkId), keyset))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit);
      return rows.map((row) => ({ ...presentable(row.comment), createdKey: row.createdKey }));
    },
  };
}
export type ShareReceiptsRepository = ReturnType<typeof shareReceiptsRepository>;

const presentable = (row: typeof comments.$inferSelect) => ({
  id: row.id,
  audioId: row.audioFileId,
  atSeconds: row.atSeconds,
  body: row.body,
  authorName: row.guestName ?? '',
  createdAt: row.createdAt,
});
