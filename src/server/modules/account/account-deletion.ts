import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, audioFiles, profiles, projects } from '../../db/schema/index.js';
import type { Storage } from '../../storage/storage.js';
import { endSessionsOfUser } from '../../sessions/session-end.js';
import { pictureKeyOfUrl } from '../profile/index.js';

export interface AccountDeletionDeps {
  db: Database;
  storage: Storage;
  /** A stored file that could not be removed after the rows went (logged, not fatal). */
  onFileDeleteError?: (key: string, error: unknown) => void;
}

/**
 * Deletes an account and everything that is its own: its profiles, their projects with their
 * songs, lyrics, credits, splits, playlists, notifications and settings (by cascade), then the
 * files of those songs and the profile pictures. Songs it uploaded to other people's projects
 * stay with those projects (they belong to the shared work; the uploader shows as unknown).
 * Used by "Delete account" in settings and by the admin console.
 *
 * Rows go first in one transaction, files after the commit: a file left by a failed delete is
 * only wasted space, while a row without its file would be a broken song.
 */
export async function deleteAccount(deps: AccountDeletionDeps, accountId: string): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
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
    const pictures = owned.map((profile) => pictureKeyOfUrl(profile.picture));
    return [...songs.map((song) => song.filename), ...pictures.filter((key) => key !== null)];
  });
  await Promise.all(
    keys.map(async (key) => {
      try {
        await deps.storage.delete(key);
      } catch (error) {
        deps.onFileDeleteError?.(key, error);
      }
    }),
  );
}
