import { index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { audioFiles } from './projects.js';

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
  },
  (t) => [index('comments_audio_position_idx').on(t.audioFileId, t.atSeconds)],
);
