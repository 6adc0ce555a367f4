import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { projects } from './projects.js';

/**
 * A profile's folder of projects (issue 16 item 4). Folders are private to the profile: a
 * member files a joined project in a folder of their own, and nobody else sees it.
 */
export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per profile whatever its case ("Demos" and "demos" would be the same folder to
    // a person); also the order and keyset of the folder list (by name, ignoring case).
    uniqueIndex('folders_profile_name_idx').on(t.profileId, sql`lower(${t.name})`),
    // The target of project_folders' (folder, profile) key: see there.
    unique('folders_id_profile_key').on(t.id, t.profileId),
  ],
);

/**
 * Where a profile filed a project: at most one folder of each profile per project (the key).
 * Deleting the folder or the project removes the placement, never the project.
 */
export const projectFolders = pgTable(
  'project_folders',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.projectId] }),
    // The folder is the placing profile's own: the database refuses a placement in someone
    // else's folder even if a service forgot to check.
    foreignKey({
      name: 'project_folders_folder_profile_fk',
      columns: [t.folderId, t.profileId],
      foreignColumns: [folders.id, folders.profileId],
    }).onDelete('cascade'),
    // A folder's projects (the list filtered by folder, its count, the delete's cascade).
    index('project_folders_folder_idx').on(t.folderId, t.projectId),
    // The project's side of the cascade when a project is deleted.
    index('project_folders_project_idx').on(t.projectId),
  ],
);
