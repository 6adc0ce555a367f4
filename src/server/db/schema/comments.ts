import { sql } from 'drizzle-orm';
import { index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { audioFiles, projects } from './projects.js';

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
    atSeconds: real('at_seconds').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    // An author's own comments (their data export finds those left in former projects).
    index('comments_author_idx').on(t.authorProfileId),
  ],
);
