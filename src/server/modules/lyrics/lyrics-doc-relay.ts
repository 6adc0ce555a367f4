import type { DatabaseHandle } from '../../db/client.js';
import { LYRICS_UPDATES_CHANNEL } from './lyrics-doc.repository.js';
import type { LyricsDocRooms } from './lyrics-doc-rooms.js';

interface RelayLog {
  warn(object: object, message: string): void;
}

/**
 * Brings updates stored by other server processes to this one's tabs: every process LISTENs on
 * LYRICS_UPDATES_CHANNEL, whose payload names the document and the update's row (never the
 * update itself: NOTIFY caps payloads at 8,000 bytes); a process holding that document reads
 * the row and sends it on. Its own announcements it ignores (its tabs already have the update).
 */
export function lyricsDocRelay(
  listen: DatabaseHandle['listen'],
  rooms: LyricsDocRooms,
  processId: string,
  log: RelayLog,
) {
  let stopListening: (() => Promise<void>) | null = null;

  const dispatch = (payload: string) => {
    try {
      const { lyricsId, updateId, from } = JSON.parse(payload) as {
        lyricsId: string;
        updateId: number;
        from: string;
      };
      if (from !== processId) rooms.relayed(lyricsId, updateId);
    } catch (error) {
      log.warn({ payload, err: error }, 'ignored a malformed lyrics update announcement');
    }
  };

  return {
    async start(): Promise<void> {
      stopListening ??= await listen(LYRICS_UPDATES_CHANNEL, dispatch);
    },
    async stop(): Promise<void> {
      const stop = stopListening;
      stopListening = null;
      await stop?.().catch(() => undefined);
    },
  };
}
