import { sql } from 'drizzle-orm';
import type { SiteCounts } from '../../../shared/schemas/admin.js';
import type { DbExecutor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Creators, accepted collaborations and songs, demo studios left out (three counts). */
export async function countSite(db: DbExecutor): Promise<SiteCounts> {
  const [row] = rowsOf<SiteCounts>(
    await db.execute(sql`select
      (select count(*) from accounts where not is_demo)::int as creators,
      (select count(*) from collaborations c join profiles pr on pr.id = c.profile_id
        join accounts a on a.id = pr.account_id
        where c.status = 'accepted' and not a.is_demo)::int as collaborations,
      (select count(*) from audio_files f join projects p on p.id = f.project_id
        join profiles pr on pr.id = p.owner_profile_id join accounts a on a.id = pr.account_id
        where not a.is_demo)::int as songs`),
  );
  return row ?? { creators: 0, collaborations: 0, songs: 0 };
}
