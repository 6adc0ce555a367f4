import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';

/**
 * What an upload's last request answered: the song (200) or the refusal (status and message).
 * Kept so that asking again (the answer was lost on the way) gets the same answer.
 */
export type ResumableAnswer =
  | { status: 200; song: unknown }
  | { status: number; message: string; fieldErrors?: Record<string, string> };

/**
 * Resumable uploads (tus, issue 16 item 6) as the rules see them; tus keeps their bytes in the
 * partial area. A row is made on creation, before any byte: it is who may continue the upload
 * (`profile_id`), whose storage it will take (`owner_profile_id`, the target project's owner)
 * and how much (`length`), so open uploads are counted together against that storage and per
 * sender. `state` goes open → finishing (the last byte is in; one request runs the upload
 * pipeline) → finished or failed with the `answer`, kept for RESUMABLE_UPLOAD_EXPIRY_MS after
 * `updated_at` so a client whose answer was lost asks again and gets it instead of sending the
 * file a second time.
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    id: text('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    length: bigint('length', { mode: 'number' }).notNull(),
    state: text('state', { enum: ['open', 'finishing', 'finished', 'failed'] })
      .notNull()
      .default('open'),
    answer: jsonb('answer').$type<ResumableAnswer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A sender's open uploads (the per-sender cap).
    index('resumable_uploads_sender_idx')
      .on(t.profileId)
      .where(sql`${t.state} = 'open'`),
    // What open uploads hold of an owner's storage.
    index('resumable_uploads_owner_idx')
      .on(t.ownerProfileId)
      .where(sql`${t.state} in ('open', 'finishing')`),
    // The sweep of expired rows.
    index('resumable_uploads_updated_idx').on(t.updatedAt),
  ],
);
