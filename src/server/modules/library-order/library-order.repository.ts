import { asc, eq, sql } from 'drizzle-orm';
import type { LibraryOrder } from '../../../shared/schemas/audio.js';
import type { Database } from '../../db/client.js';
import { audioFiles, libraryOrder, profiles, projects } from '../../db/schema/index.js';
import { projectVisibleTo } from '../../db/conditions/project-membership.js';

interface StoredPlace {
  songId: string;
  pinned: boolean;
  rankKey: string;
}

/** Rows in key order as the API returns them: the whole order and its pinned part. */
function toLibraryOrder(rows: StoredPlace[]): LibraryOrder {
  const sorted = [...rows].sort((a, b) =>
    a.rankKey < b.rankKey ? -1 : a.rankKey > b.rankKey ? 1 : 0,
  );
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
          rankKey: libraryOrder.rankKey,
        })
        .from(libraryOrder)
        .where(eq(libraryOrder.profileId, profileId))
        .orderBy(asc(sql`${libraryOrder.rankKey} collate "C"`));
      return toLibraryOrder(rows);
    },

    /**
     * Replaces the profile's rows in one transaction: rank_key from the index in `order`, pinned =
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
        // Columns in the schema's order: profile_id, song_id, rank_key, pinned, updated_at.
        // The n-th song gets the key '8' + n in 9 digits + '1' (after every "newest first"
        // key, as a whole saved order always was; decision 007).
        const rows = await tx
          .insert(libraryOrder)
          .select(
            sql`select ${profileId}::uuid, s.song_id::uuid, '8' || lpad((s.ord - 1)::text, 9, '0') || '1',
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
            rankKey: libraryOrder.rankKey,
          });
        return toLibraryOrder(rows);
      });
    },
  };
}
export type LibraryOrderRepository = ReturnType<typeof libraryOrderRepository>;
