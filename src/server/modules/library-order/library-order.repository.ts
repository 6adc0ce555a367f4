import { asc, eq, sql } from 'drizzle-orm';
import type { LibraryOrder } from '../../../shared/schemas/audio.js';
import type { Database } from '../../db/client.js';
import { audioFiles, libraryOrder, profiles, projects } from '../../db/schema/index.js';
import { projectVisibleTo } from '../projects/project-access.js';

interface StoredPosition {
  songId: string;
  pinned: boolean;
  position: number;
}

/** Rows in position order as the API returns them: the whole order and its pinned part. */
function toLibraryOrder(rows: StoredPosition[]): LibraryOrder {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  return {
    pinned: sorted.filter((row) => row.pinned).map((row) => row.songId),
    order: sorted.map((row) => row.songId),
  };
}

/** SQL for a profile's pins and custom library order. */
export function libraryOrderRepository(db: Database) {
  return {
    /** The stored order (one query on the primary key's profile prefix). */
    async read(profileId: string): Promise<LibraryOrder> {
      const rows = await db
        .select({
          songId: libraryOrder.songId,
          pinned: libraryOrder.pinned,
          position: libraryOrder.position,
        })
        .from(libraryOrder)
        .where(eq(libraryOrder.profileId, profileId))
        .orderBy(asc(libraryOrder.position));
      return toLibraryOrder(rows);
    },

    /**
     * Replaces the profile's rows in one transaction: position = index in `order`, pinned =
     * member of `pinned`. Ids are sent as one JSON parameter (20,000 ids would overflow
     * Postgres's 65,535 bind parameters otherwise), and only ids of songs in projects the
     * profile can see are stored; the rest are dropped in the same statement.
     */
    async replace(profileId: string, order: string[], pinned: string[]): Promise<LibraryOrder> {
      return db.transaction(async (tx) => {
        // Serializes two saves of the same profile: without it both could delete, then both
        // insert, and the second would hit the primary key.
        await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.id, profileId))
          .for('no key update');
        await tx.delete(libraryOrder).where(eq(libraryOrder.profileId, profileId));
        // Column order follows the table: profile_id, song_id, position, pinned, updated_at.
        const rows = await tx
          .insert(libraryOrder)
          .select(
            sql`select ${profileId}::uuid, s.song_id::uuid, (s.ord - 1)::int,
                  exists (select 1 from json_array_elements_text(${JSON.stringify(pinned)}::json) as p(song_id)
                          where p.song_id::uuid = s.song_id::uuid),
                  now()
                from json_array_elements_text(${JSON.stringify(order)}::json)
                  with ordinality as s(song_id, ord)
                where exists (
                  select 1 from ${audioFiles}
                  inner join ${projects} on ${projects.id} = ${audioFiles.projectId}
                  where ${audioFiles.songId} = s.song_id::uuid and ${projectVisibleTo(profileId)}
                )`,
          )
          .returning({
            songId: libraryOrder.songId,
            pinned: libraryOrder.pinned,
            position: libraryOrder.position,
          });
        return toLibraryOrder(rows);
      });
    },
  };
}
export type LibraryOrderRepository = ReturnType<typeof libraryOrderRepository>;
