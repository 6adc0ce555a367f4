import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { RESUMABLE_UPLOAD_EXPIRY_MS } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { resumableUploads, type ResumableAnswer } from '../../db/schema/index.js';

export type ResumableUploadRow = typeof resumableUploads.$inferSelect;

/** A finishing that has not settled after this long is taken as lost (its process died). */
export const STALLED_FINISH_MS = 10 * 60 * 1000;

/** The moment `ms` before now, in the database's clock (the rows' times are its). */
const msAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/** Rows newer than the expiry: an older upload can be neither continued nor asked about. */
const live = () => gt(resumableUploads.updatedAt, msAgo(RESUMABLE_UPLOAD_EXPIRY_MS));

/** SQL for the resumable uploads' rows (schema/resumable-uploads.ts). */
export function resumableUploadsRepository(db: Database) {
  return {
    async insert(row: { id: string; profileId: string; ownerProfileId: string; length: number }) {
      await db.insert(resumableUploads).values(row);
    },

    /** The live row of `id`, if any. */
    async find(id: string): Promise<ResumableUploadRow | null> {
      const [row] = await db
        .select()
        .from(resumableUploads)
        .where(and(eq(resumableUploads.id, id), live()));
      return row ?? null;
    },

    /**
     * In one query: how many uploads `senderId` has open, and how many bytes open or finishing
     * uploads hold of `ownerProfileId`'s storage.
     */
    async held(senderId: string, ownerProfileId: string): Promise<{ open: number; bytes: number }> {
      // Each matches one partial index (schema/resumable-uploads.ts).
      const openBySender = and(
        eq(resumableUploads.profileId, senderId),
        eq(resumableUploads.state, 'open'),
      );
      const holdingOwner = and(
        eq(resumableUploads.ownerProfileId, ownerProfileId),
        inArray(resumableUploads.state, ['open', 'finishing']),
      );
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${openBySender})::int`,
          bytes: sql<number>`coalesce(sum(${resumableUploads.length}) filter (where ${holdingOwner}), 0)::bigint`,
        })
        .from(resumableUploads)
        .where(and(or(openBySender, holdingOwner), live()));
      return { open: Number(row?.open ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    /**
     * Takes the finishing of `id` for this request: true when it was open (or its finishing
     * stalled), false when another request finishes or finished it.
     */
    async claimFinish(id: string): Promise<boolean> {
      const claimed = await db
        .update(resumableUploads)
        .set({ state: 'finishing', updatedAt: sql`now()` })
        .where(
          and(
            eq(resumableUploads.id, id),
            or(
              eq(resumableUploads.state, 'open'),
              and(
                eq(resumableUploads.state, 'finishing'),
                lt(resumableUploads.updatedAt, msAgo(STALLED_FINISH_MS)),
              ),
            ),
          ),
        )
        .returning({ id: resumableUploads.id });
      return claimed.length > 0;
    },

    /** Keeps what the finishing answered. */
    async settle(id: string, state: 'finished' | 'failed', answer: ResumableAnswer) {
      await db
        .update(resumableUploads)
        .set({ state, answer, updatedAt: sql`now()` })
        .where(eq(resumableUploads.id, id));
    },

    async remove(id: string) {
      await db.delete(resumableUploads).where(eq(resumableUploads.id, id));
    },

    /** Removes the rows past their expiry; how many. */
    async sweep(): Promise<number> {
      const gone = await db
        .delete(resumableUploads)
        .where(lt(resumableUploads.updatedAt, msAgo(RESUMABLE_UPLOAD_EXPIRY_MS)))
        .returning({ id: resumableUploads.id });
      return gone.length;
    },
  };
}
export type ResumableUploadsRepository = ReturnType<typeof resumableUploadsRepository>;
