/** Where a file goes and what it is: a project or the library, a picked file or a take. */
export interface ResumableTarget {
  projectId?: string;
  title?: string;
  /** A recorder's take: offered again by the kept takes, not as an interrupted row. */
  take?: boolean;
}

/**
 * What identifies one file's upload to one place across reloads (tus's fingerprint). Apart
 * from the tus client, so the shell's queue knows a file chosen again without loading it.
 */
export function uploadFingerprint(
  file: Pick<File, 'name' | 'type' | 'size' | 'lastModified'>,
  target: ResumableTarget,
): string {
  const place = target.projectId ?? 'library';
  return ['trackroom', place, file.name, file.type, file.size, file.lastModified].join(':');
}
