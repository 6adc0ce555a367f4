import {
  COMMENT_POSITION_TOLERANCE_SECONDS,
  type Comment,
  type CommentRef,
} from '../../../../shared/schemas/comments';

/**
 * Reads a position typed as "m:ss" (also "mm:ss" and "h:mm:ss") or plain seconds ("75");
 * null when it is not a time. Seconds past 59 in "m:ss" are refused: "1:75" is a typo.
 */
export function parsePosition(text: string): number | null {
  const value = text.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const match = /^(?:(\d+):)?(\d+):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Whether a position lies within the song (its measured duration, with the server's tolerance). */
export function positionWithinSong(seconds: number, duration: number): boolean {
  return (
    seconds >= 0 && (duration <= 0 || seconds <= duration + COMMENT_POSITION_TOLERANCE_SECONDS)
  );
}

/** The list with `comment` in its place: by position, then by time written (as the server orders). */
export function insertComment(list: readonly Comment[], comment: Comment): Comment[] {
  const rest = list.filter((existing) => existing.id !== comment.id);
  const at = rest.findIndex(
    (existing) =>
      existing.atSeconds > comment.atSeconds ||
      (existing.atSeconds === comment.atSeconds && existing.createdAt > comment.createdAt),
  );
  return at === -1 ? [...rest, comment] : [...rest.slice(0, at), comment, ...rest.slice(at)];
}

/** How many comments each audio file has. */
export function countByAudio(refs: readonly CommentRef[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ref of refs) counts.set(ref.audioFileId, (counts.get(ref.audioFileId) ?? 0) + 1);
  return counts;
}
