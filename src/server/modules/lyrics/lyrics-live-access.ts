import { LYRICS_CLOSE } from '../../../shared/lyrics-document.js';
import { can } from '../../../shared/permissions.js';
import type { LyricsDocRepository } from './lyrics-doc.repository.js';
import type { LyricsDocRooms } from './lyrics-doc-rooms.js';

/** How often the open channels' access is looked at again (one statement for all of them). */
export const ACCESS_RECHECK_MS = 1_000;

interface Log {
  warn(object: object, message: string): void;
}

/**
 * Closes a channel within a second of its access ending, however it ended: removed from the
 * project or left it, the project or the lyrics deleted (4403), or demoted below `lyrics.edit`
 * while writing (4403: the tab reconnects and reads). A reader promoted to writer may write at
 * once. One statement a second answers for every channel of the process, so no other module
 * has to announce its changes here.
 */
export function liveAccessWatch(deps: {
  repo: LyricsDocRepository;
  rooms: LyricsDocRooms;
  log: Log;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function recheck(): Promise<void> {
    const connections = await deps.rooms.allConnections();
    if (connections.length === 0) return;
    const pairs = new Map<string, { lyricsId: string; profileId: string }>();
    for (const { lyricsId, profileId } of connections) {
      pairs.set(`${lyricsId}:${profileId}`, { lyricsId, profileId });
    }
    const roles = new Map(
      (await deps.repo.rolesOf([...pairs.values()])).map((row) => [
        `${row.lyricsId}:${row.profileId}`,
        row.role,
      ]),
    );
    for (const connection of connections) {
      const role = roles.get(`${connection.lyricsId}:${connection.profileId}`);
      const writes = can(role, 'lyrics.edit');
      if (!can(role, 'project.see') || (connection.canWrite && !writes)) {
        connection.close(LYRICS_CLOSE.accessEnded, 'access');
      } else {
        connection.canWrite = writes;
      }
    }
  }

  return {
    recheck,
    start(): void {
      timer ??= setInterval(() => {
        if (running) return;
        running = true;
        recheck()
          .catch((error: unknown) =>
            deps.log.warn({ err: error }, 'could not check the lyrics channels’ access'),
          )
          .finally(() => (running = false));
      }, deps.intervalMs ?? ACCESS_RECHECK_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
