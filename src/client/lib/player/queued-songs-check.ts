import type { AudioFile } from '../../../shared/schemas/audio';
import { ApiError, apiRequest } from '../api-client';
import type { PlayerEngine } from './player-engine';
import type { PlayerTrack } from './player-types';

/** Answers that mean "this account may not play this song (any more)". */
const GONE_STATUSES = new Set([401, 403, 404]);

/**
 * Checks each song of the queue kept from the last visit with the server (GET /api/audio/{id},
 * one at a time: it runs in the background): songs deleted, moved out of reach or belonging to
 * another account are taken off the queue, the others get their current title. A network
 * failure keeps the song; it fails and is skipped when its turn comes, as any song does.
 * Songs of a shared playlist (the /listen page) are not the account's and are left as they are.
 */
export async function checkQueuedSongs(
  engine: Pick<PlayerEngine, 'getState' | 'dropQueuedSongs' | 'refreshQueuedSongs'>,
  request: (url: string) => Promise<AudioFile> = (url) => apiRequest<AudioFile>('GET', url),
): Promise<void> {
  const ids = new Set(
    engine
      .getState()
      .queue.filter((entry) => !entry.track.shared)
      .map((entry) => entry.track.id),
  );
  const gone = new Set<string>();
  const fresh = new Map<string, Partial<PlayerTrack>>();
  for (const id of ids) {
    try {
      const song = await request(`/api/audio/${encodeURIComponent(id)}`);
      fresh.set(id, { title: song.title, url: song.url, duration: song.duration });
    } catch (error) {
      if (error instanceof ApiError && GONE_STATUSES.has(error.status)) gone.add(id);
    }
  }
  if (gone.size > 0) engine.dropQueuedSongs(gone);
  if (fresh.size > 0) engine.refreshQueuedSongs(fresh);
}
