import {
  COMMENT_COUNTS_MAX,
  COMMENT_POSITION_TOLERANCE_SECONDS,
  type Comment,
  type CommentCount,
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

/** Whether `comment` comes before `other` in a song's list: by position, then by time written. */
export function commentSortsBefore(
  comment: Pick<Comment, 'atSeconds' | 'createdAt'>,
  other: Pick<Comment, 'atSeconds' | 'createdAt'>,
): boolean {
  return (
    other.atSeconds > comment.atSeconds ||
    (other.atSeconds === comment.atSeconds && other.createdAt > comment.createdAt)
  );
}

/**
 * The ids of the songs a list shows, cut into the chunks a counts request takes. Chunks follow
 * the list's order, so loading another page of songs adds a chunk and leaves the others as
 * they were (their answers stay cached).
 */
export function countChunks(songIds: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < songIds.length; start += COMMENT_COUNTS_MAX) {
    chunks.push(songIds.slice(start, start + COMMENT_COUNTS_MAX));
  }
  return chunks;
}

/**
 * How many comments each song has, from the answers to the chunks' requests: a song of an
 * answered chunk that the answer leaves out has none; a song whose chunk is still unanswered
 * is absent (its count is not known yet).
 */
export function countsByAudio(
  chunks: readonly (readonly string[])[],
  answers: readonly (readonly CommentCount[] | undefined)[],
): Map<string, number> {
  const counts = new Map<string, number>();
  chunks.forEach((ids, index) => {
    const answer = answers[index];
    if (!answer) return;
    for (const id of ids) counts.set(id, 0);
    for (const row of answer) counts.set(row.audioFileId, row.count);
  });
  return counts;
}
