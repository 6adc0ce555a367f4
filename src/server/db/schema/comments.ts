import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { audioFiles, projects } from './projects.js';
import { shareLinks } from './share-links.js';

/** A comment at a time position of one audio file (issue 5 item 5). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audioFileId: uuid('audio_file_id')
      .notNull()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    /**
     * Set null, not cascade: a comment belongs to the song's conversation, so a deleted profile
     * leaves its remarks readable (shown without a name) and deletable by the project owner.
     */
    authorProfileId: uuid('author_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    /**
     * The thread's first comment when this one is a reply (one level: a reply never has
     * replies, decision 024). Replies go with their thread.
     */
    /**
     * A comment written through a share link (issue 27) has no author profile: it is signed
     * with the link's recipient name, and names the link (set null when the link is deleted).
     */
    guestName: text('guest_name'),
    shareLinkId: uuid('share_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    atSeconds: real('at_seconds').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the thread was resolved (null: open). Only a thread's first comment is resolved. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Who resolved it; set null with the profile, the time stays. */
    resolvedByProfileId: uuid('resolved_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    /**
     * The project of the comment's file, copied by triggers (migration 0011, decision 008) on
     * insert and when the file moves, so a project's comments are one index range instead of a
     * walk over its songs. The DEFAULT NULL only lets inserts leave it out; the trigger fills it
     * before NOT NULL is checked.
     */
    projectId: uuid('project_id')
      .notNull()
      .default(sql`null`)
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // Keyset pages (DESIGN §3): a file's comments by position, a project's newest first.
    index('comments_audio_position_idx').on(t.audioFileId, t.atSeconds, t.createdAt, t.id),
    index('comments_project_newest_idx').on(t.projectId, t.createdAt, t.id),
    // A file's open threads and its resolved ones by position (the Open / Resolved filter and
    // "Comments (N)", which counts open ones): each a range of its own partial index.
    index('comments_audio_open_idx')
      .on(t.audioFileId, t.atSeconds, t.createdAt, t.id)
      .where(sql`${t.parentId} is null and ${t.resolvedAt} is null`),
    index('comments_audio_resolved_idx')
      .on(t.audioFileId, t.atSeconds, t.createdAt, t.id)
      .where(sql`${t.parentId} is null and ${t.resolvedAt} is not null`),
    // A thread's replies in the order written.
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    // An author's own comments (their data export finds those left in former projects).
    index('comments_author_idx').on(t.authorProfileId),
    // A share link's own comments (the listener sees what they wrote).
    index('comments_share_link_idx')
      .on(t.shareLinkId, t.createdAt, t.id)
      .where(sql`${t.shareLinkId} is not null`),
  ],
);
