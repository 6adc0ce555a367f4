import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsAfter } from '../../db/keyset.js';
import { folders, projectFolders, projects } from '../../db/schema/index.js';
import { projectVisibleTo } from '../../db/conditions/project-membership.js';

export type FolderRow = typeof folders.$inferSelect;

/** A folder as its list shows it: with its count and its sort key (the name, lower-cased). */
export interface FolderListRow extends FolderRow {
  projectCount: number;
  nameKey: string;
}

/** A page's last folder: its name lower-cased (unique per profile), then its id. */
export type FolderKey = readonly [nameKey: string, id: string];

const nameKey = sql<string>`lower(${folders.name})`;

/** SQL for a profile's folders and where it filed its projects. */
export function foldersRepository(db: Database) {
  /**
   * The projects filed in the folder that its profile can still see. Leaving or being removed
   * deletes the member's placement (collaborations' remove); the condition still keeps out a
   * placement a filing racing that removal could write after it.
   */
  // Conditions through eq(): Drizzle leaves a bare column in sql`` unqualified in a one-table
  // select, which inside this subquery would name the subquery's own tables.
  const projectCount = sql<number>`(
    select count(*) from ${projectFolders}
    join ${projects} on ${eq(projects.id, projectFolders.projectId)}
    where ${and(eq(projectFolders.folderId, folders.id), projectVisibleTo(folders.profileId))}
  )::int`;

  const listColumns = { ...folderColumns(), projectCount, nameKey };

  return {
    /** A page of the profile's folders by name, ignoring case (folders_profile_name_idx). */
    async listPage(
      profileId: string,
      after: FolderKey | null,
      limit: number,
    ): Promise<FolderListRow[]> {
      return db
        .select(listColumns)
        .from(folders)
        .where(
          and(
            eq(folders.profileId, profileId),
            after
              ? rowsAfter([nameKey, folders.id], [sql`${after[0]}`, sql`${after[1]}::uuid`], 'asc')
              : undefined,
          ),
        )
        .orderBy(asc(nameKey), asc(folders.id))
        .limit(limit);
    },

    async countOwned(profileId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(folders)
        .where(eq(folders.profileId, profileId));
      return row?.count ?? 0;
    },

    /** One of the profile's folders with its count, or null (also when it is someone else's). */
    async findOwned(profileId: string, folderId: string): Promise<FolderListRow | null> {
      const [row] = await db
        .select(listColumns)
        .from(folders)
        .where(and(eq(folders.id, folderId), eq(folders.profileId, profileId)))
        .limit(1);
      return row ?? null;
    },

    /** A new folder; a name the profile already uses throws a unique violation. */
    async insert(profileId: string, name: string): Promise<FolderRow> {
      const [row] = await db.insert(folders).values({ profileId, name }).returning();
      if (!row) throw new Error('Inserting a folder returned no row');
      return row;
    },

    /** Renames the profile's folder; false when it has no such folder. */
    async rename(profileId: string, folderId: string, name: string): Promise<boolean> {
      const rows = await db
        .update(folders)
        .set({ name, updatedAt: sql`now()` })
        .where(and(eq(folders.id, folderId), eq(folders.profileId, profileId)))
        .returning({ id: folders.id });
      return rows.length > 0;
    },

    /** Deletes the profile's folder (its placements go with it by cascade, never projects). */
    async delete(profileId: string, folderId: string): Promise<boolean> {
      const rows = await db
        .delete(folders)
        .where(and(eq(folders.id, folderId), eq(folders.profileId, profileId)))
        .returning({ id: folders.id });
      return rows.length > 0;
    },

    /**
     * Files the project in the profile's folder, moving it out of any other of the profile's
     * folders (one placement per profile and project: the key).
     */
    async place(profileId: string, projectId: string, folderId: string): Promise<void> {
      await db
        .insert(projectFolders)
        .values({ profileId, projectId, folderId })
        .onConflictDoUpdate({
          target: [projectFolders.profileId, projectFolders.projectId],
          set: { folderId },
        });
    },

    /** Takes the project out of whichever of the profile's folders held it. */
    async unplace(profileId: string, projectId: string): Promise<void> {
      await db
        .delete(projectFolders)
        .where(
          and(eq(projectFolders.profileId, profileId), eq(projectFolders.projectId, projectId)),
        );
    },
  };
}
export type FoldersRepository = ReturnType<typeof foldersRepository>;

function folderColumns() {
  return {
    id: folders.id,
    profileId: folders.profileId,
    name: folders.name,
    createdAt: folders.createdAt,
    updatedAt: folders.updatedAt,
  };
}
