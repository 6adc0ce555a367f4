import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, audioFiles, profiles, projects } from '../../db/schema/index.js';
import { endSessionsOfUser } from '../../sessions/session-end.repository.js';

/** What an account's deletion leaves to remove from storage once the rows are gone. */
export interface DeletedAccountFiles {
  /** The storage keys of the songs in the account's own projects. */
  songKeys: string[];
  /** Its profiles' picture URLs (null where a profile had none). */
  pictureUrls: (string | null)[];
}

/**
 * Deletes the account's rows in one transaction (its profiles, their projects, songs and the
 * rest by cascade) and answers which files they pointed at.
 */
export async function deleteAccountRows(
  db: Database,
  accountId: string,
): Promise<DeletedAccountFiles> {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: profiles.id, picture: profiles.profileImageUrl })
      .from(profiles)
      .where(eq(profiles.accountId, accountId));
    const profileIds = owned.map((profile) => profile.id);
    const songs = profileIds.length
      ? await tx
          .select({ filename: audioFiles.filename })
          .from(audioFiles)
          .innerJoin(projects, eq(projects.id, audioFiles.projectId))
          .where(inArray(projects.ownerProfileId, profileIds))
      : [];
    // The cascade would drop the sessions too, but silently: this also closes their streams.
    await endSessionsOfUser(tx, accountId);
    await tx.delete(accounts).where(eq(accounts.id, accountId));
    return {
      songKeys: songs.map((song) => song.filename),
      pictureUrls: owned.map((profile) => profile.picture),
    };
  });
}
