import type { AudioFile } from '../../../shared/schemas/audio.js';
import { registerMemorySource } from '../../lib/memory-sources.js';
import type { Page } from '../../lib/pagination.js';

interface Entry {
  version: number;
  page: Page<AudioFile>;
  bytes: number;
  usedAt: number;
}

/**
 * A page nobody asked for in this long goes: the cache serves the bursts of one library being
 * opened by many (decision 008), and an idle server should hand its memory back rather than
 * hold SONG_PAGE_CACHE_MB of yesterday's pages (issue "Runs light").
 */
export const SONG_PAGE_IDLE_MS = 30_000;

/**
 * Song-list pages already answered, per profile and request, kept while the profile's library
 * version (decision 008) is unchanged. The version comes with the session, read before the
 * page: a page stored under a version was read after that version was current, so it is never
 * older than the version says. Pages are kept as their UTF-8 JSON bytes, so a hit costs no
 * serialization or encoding either. Least recently used pages go beyond `maxBytes` (SONG_PAGE_CACHE_MB; 0
 * keeps none); pages unused for `idleMs` go too.
 */
export function createSongPageCache(maxBytes: number, idleMs = SONG_PAGE_IDLE_MS) {
  const entries = new Map<string, Entry>();
  /** Reads running now, by key and version: the same page asked again waits for them. */
  const reading = new Map<string, Promise<Page<AudioFile>>>();
  let bytes = 0;

  let sweep: NodeJS.Timeout | null = null;
  let unregister: (() => void) | null = null;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
    if (entries.size === 0) {
      unregister?.();
      unregister = null;
    }
  };

  /** Drops the pages unused for idleMs (the map is in order of use, oldest first). */
  const dropIdle = () => {
    sweep = null;
    const before = Date.now() - idleMs;
    for (const [key, entry] of entries) {
      if (entry.usedAt > before) break;
      drop(key);
    }
    scheduleSweep();
  };

  function scheduleSweep(): void {
    if (sweep || entries.size === 0) return;
    const oldest = entries.values().next().value!;
    // The timer must not keep a closing server alive.
    sweep = setTimeout(dropIdle, Math.max(0, oldest.usedAt + idleMs - Date.now()) + 1).unref();
  }

  return {
    /** The page answered for `key` at this version, if any. */
    get(key: string, version: number): Page<AudioFile> | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.version !== version) {
        drop(key);
        return null;
      }
      entries.delete(key); // re-insert: most recently used last
      entry.usedAt = Date.now();
      entries.set(key, entry);
      return entry.page;
    },

    /** Keeps the page, serialized once: every later answer sends the same bytes. */
    set(key: string, version: number, page: Page<AudioFile>): Page<AudioFile> {
      drop(key);
      const json = Buffer.from(JSON.stringify(page.items));
      const size = json.length;
      const kept = { ...page, json };
      if (size > maxBytes) return kept;
      entries.set(key, { version, page: kept, bytes: size, usedAt: Date.now() });
      bytes += size;
      unregister ??= registerMemorySource(() => [
        { part: 'song page cache', bytes, detail: `${entries.size} pages` },
      ]);
      scheduleSweep();
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return kept;
    },

    /**
     * The page for `key` at `version`: from the cache, else read once however many ask at
     * the same time (fifty connections opening one library at once read it once, not fifty
     * times one after another), then kept. Turned off, every caller reads for itself.
     */
    async read(
      key: string,
      version: number,
      load: () => Promise<Page<AudioFile>>,
    ): Promise<Page<AudioFile>> {
      const hit = this.get(key, version);
      if (hit) return hit;
      if (maxBytes === 0) return this.set(key, version, await load());
      const flight = `${version}\u0000${key}`;
      let pending = reading.get(flight);
      if (!pending) {
        pending = load()
          .then((page) => this.set(key, version, page))
          .finally(() => reading.delete(flight));
        reading.set(flight, pending);
      }
      return pending;
    },

    get size() {
      return entries.size;
    },
  };
}
export type SongPageCache = ReturnType<typeof createSongPageCache>;
