import { createHash } from 'node:crypto';

/** What GET /api/audio/all sends: the serialized list and its validator. */
export interface CachedList {
  etag: string;
  /** UTF-8 JSON, kept encoded so a hit costs no serialization at all. */
  body: Buffer;
}

/**
 * The serialized song list per profile, reused while its fingerprint (see
 * audioRepository.listFingerprint) is unchanged. Building 10,000 songs costs ~150–400 ms;
 * checking the fingerprint costs one aggregate query. A stale entry is never served: every
 * request checks the fingerprint first, so several server processes may share one database.
 * Least recently used lists are dropped beyond `maxBytes`.
 */
export function createListCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, CachedList & { fingerprint: string }>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  return {
    /** The strong validator of a profile's list state (also sent as the ETag). */
    etagOf(profileId: string, fingerprint: string): string {
      const digest = createHash('sha256').update(`${profileId}|${fingerprint}`).digest('base64url');
      return `"${digest.slice(0, 27)}"`;
    },

    /** The cached list when it was built at this fingerprint. */
    get(profileId: string, fingerprint: string): CachedList | null {
      const entry = entries.get(profileId);
      if (!entry || entry.fingerprint !== fingerprint) return null;
      entries.delete(profileId); // re-insert: most recently used last
      entries.set(profileId, entry);
      return entry;
    },

    set(profileId: string, fingerprint: string, list: CachedList): void {
      drop(profileId);
      if (list.body.length > maxBytes) return;
      entries.set(profileId, { ...list, fingerprint });
      bytes += list.body.length;
      for (const key of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(key);
      }
    },
  };
}
export type ListCache = ReturnType<typeof createListCache>;
