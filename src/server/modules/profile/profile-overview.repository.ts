import {
  PROFILE_ACTIVITY_LIMIT,
  PROFILE_LIST_LIMIT,
} from '../../../shared/schemas/profile-overview.js';
import type { Database } from '../../db/client.js';
import { profileOverviewQuery } from './profile-overview.sql.js';

/** The one row of profileOverviewQuery; the lists arrive as JSON text. */
export interface ProfileOverviewRow {
  projects: number;
  songs: number;
  tracks: number;
  lyrics: number;
  totalPlays: number;
  featured: string | null;
  activity: string;
  credits: string;
  connections: string;
}

/** Rows of a raw statement: the PGlite driver answers `{ rows }`, postgres-js an array. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** SQL for the profile page's overview. */
export function profileOverviewRepository(db: Database) {
  return {
    async load(profileId: string): Promise<ProfileOverviewRow> {
      const result = await db.execute(
        profileOverviewQuery(profileId, PROFILE_ACTIVITY_LIMIT, PROFILE_LIST_LIMIT),
      );
      const [row] = rowsOf<ProfileOverviewRow>(result);
      if (!row) throw new Error('The profile overview returned no row');
      return row;
    },
  };
}
export type ProfileOverviewRepository = ReturnType<typeof profileOverviewRepository>;
