import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { projects } from './projects.js';

/** Something a profile should know about (part 2 §3 "Notification"); `link` opens the thing. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['collaboration', 'upload', 'playlist', 'comment', 'other'] })
      .notNull()
      .default('other'),
    /**
     * What happened, as a key ("invitation.received"), with its values: the client words it in
     * the reader's language; title and message are the English wording, for anything else.
     */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    /**
     * What a burst of the same event shares ("audio.uploaded:{project}:{uploader}"): while the
     * row is unread and the last addition is recent, the next event of the group updates this
     * row (its count, its time) instead of adding another (issue 16 item 7). Null: never grouped.
     */
    groupKey: text('group_key'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell's pages: newest first, the id breaking ties (keyset, DESIGN §3).
    index('notifications_profile_idx').on(t.profileId, t.createdAt, t.id),
    // The unread count and "mark all as read" touch only the unread rows.
    index('notifications_unread_idx')
      .on(t.profileId)
      .where(sql`not ${t.isRead}`),
    // The open group of an event burst: unread rows with a group key only.
    index('notifications_group_idx')
      .on(t.groupKey, t.profileId)
      .where(sql`${t.groupKey} is not null and not ${t.isRead}`),
  ],
);

/**
 * A member who muted a project (issue 26 item 3): no notification from it reaches them, of any
 * kind; live updates of the page still do. A row is the flag, per member (the owner included,
 * who has no collaborations row); deleting the project removes it. A row of someone no longer a
 * member is inert (only members are told anything) and applies again if they rejoin.
 */
export const projectMutes = pgTable(
  'project_mutes',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The project's key first: a notification asks which of its members muted it.
  (t) => [primaryKey({ columns: [t.projectId, t.profileId] })],
);
