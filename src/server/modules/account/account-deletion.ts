import type { Database } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { pictureKeyOfUrl } from '../profile/index.js';
import { deleteAccountRows } from './account-deletion.repository.js';

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
  const gone = await deleteAccountRows(deps.db, accountId);
  const pictures = gone.pictureUrls.map((url) => pictureKeyOfUrl(url));
  const keys = [...gone.songKeys, ...pictures.filter((key) => key !== null)];
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
