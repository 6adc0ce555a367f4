/** Longest name segment kept (in characters), far under every file system's 255-byte limit. */
const SEGMENT_MAX = 80;

/**
 * One path segment from a user-chosen name: no separators, no control characters, no leading
 * dots ("..", ".hidden"), none of the characters Windows refuses, trimmed; `fallback` when
 * nothing is left. A ZIP entry built only from such segments cannot leave the folder it is
 * unpacked into.
 */
export function safeSegment(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[\s._]+/, '')
    .replace(/(?<![\s.])[\s.]+$/, '')
    .slice(0, SEGMENT_MAX)
    .trim();
  return cleaned || fallback;
}

/** The extension of a file name (".wav", lower case), or '' when it has none worth keeping. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/**
 * Hands out ZIP entry paths, each used once: a second "Demo.wav" in the same folder becomes
 * "Demo (2).wav". Compared case-insensitively, since macOS and Windows would merge them.
 */
export class ZipPathAllocator {
  private readonly taken = new Set<string>();

  /** A unique path `folders/…/stem+extension` from already safe segments. */
  claim(folders: readonly string[], stem: string, extension = ''): string {
    const prefix = folders.length ? `${folders.join('/')}/` : '';
    for (let n = 1; ; n += 1) {
      const candidate = `${prefix}${n === 1 ? stem : `${stem} (${n})`}${extension}`;
      const key = candidate.toLowerCase();
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return candidate;
      }
    }
  }

  /** A folder name under `parent` not yet used by another folder there. */
  claimFolder(parent: string, name: string): string {
    const path = this.claim(parent ? [parent] : [], name, '/');
    return path.slice(parent ? parent.length + 1 : 0, -1);
  }
}
